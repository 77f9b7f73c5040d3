import { AxiosPayeeService } from '../../../../src/features/payees/adapters/AxiosPayeeService';
import { describePayeeServiceContract } from '../contracts/PayeeService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

async function loggedIn(url: string, customerNumber: string) {
  const stack = httpStack(url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return stack;
}

// A sandbox per test: the tests add, edit and delete Aroha's payees.
describePayeeServiceContract('AxiosPayeeService on the sandbox', async () => {
  const sandbox = await startSandbox();
  sandboxes.push(sandbox);
  const aroha = await loggedIn(sandbox.url, '1000001');
  return {
    payees: new AxiosPayeeService(aroha.http),
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    other: new AxiosPayeeService((await loggedIn(sandbox.url, '1000004')).http),
    restricted: new AxiosPayeeService((await loggedIn(sandbox.url, '1000005')).http),
  };
});
