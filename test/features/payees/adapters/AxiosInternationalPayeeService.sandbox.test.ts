import { AxiosInternationalPayeeService } from '../../../../src/features/payees/adapters/AxiosInternationalPayeeService';
import { AxiosDirectDebitService } from '../../../../src/features/payees/adapters/AxiosDirectDebitService';
import { describeInternationalPayeeServiceContract } from '../contracts/InternationalPayeeService.contract';
import { describeDirectDebitServiceContract } from '../contracts/DirectDebitService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

async function loggedIn(customerNumber: string) {
  const sandbox = sandboxes[0] ?? await startSandbox();
  if (!sandboxes.includes(sandbox)) sandboxes.push(sandbox);
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return stack;
}

// A sandbox per test (the tests add, delete and cancel).
describeInternationalPayeeServiceContract('AxiosInternationalPayeeService on the sandbox', async () => {
  const aroha = await loggedIn('1000001');
  return {
    payees: new AxiosInternationalPayeeService(aroha.http),
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    other: new AxiosInternationalPayeeService((await loggedIn('1000004')).http),
    restricted: new AxiosInternationalPayeeService((await loggedIn('1000005')).http),
  };
});

describeDirectDebitServiceContract('AxiosDirectDebitService on the sandbox', async () => ({
  debits: new AxiosDirectDebitService((await loggedIn('1000001')).http),
  other: new AxiosDirectDebitService((await loggedIn('1000004')).http),
}));
