import { AxiosPayeeService } from '../../../../src/features/payees/adapters/AxiosPayeeService';
import { describePayeeServiceContract } from '../contracts/PayeeService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

const file = sandboxPerFile();

async function loggedIn(customer: OwnCustomer) {
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(customer);
  return stack;
}

// One sandbox for the file: every test adds, edits and deletes payees of customers of its own.
describePayeeServiceContract('AxiosPayeeService on the sandbox', async () => {
  const aroha = await loggedIn(await file.customer('1000001'));
  return {
    payees: new AxiosPayeeService(aroha.http),
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    other: new AxiosPayeeService((await loggedIn(await file.customer('1000004'))).http),
    restricted: new AxiosPayeeService((await loggedIn(await file.customer('1000005'))).http),
  };
});
