import { AxiosInternationalPayeeService } from '../../../../src/features/payees/adapters/AxiosInternationalPayeeService';
import { AxiosDirectDebitService } from '../../../../src/features/payees/adapters/AxiosDirectDebitService';
import { describeInternationalPayeeServiceContract } from '../contracts/InternationalPayeeService.contract';
import { describeDirectDebitServiceContract } from '../contracts/DirectDebitService.contract';
import { sandboxPerFile, type DemoTemplate } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// One sandbox for the file: the tests add, delete and cancel, each on customers of its own.
const file = sandboxPerFile();

async function loggedIn(template: DemoTemplate) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(await file.customer(template));
  return stack;
}

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
