import { AxiosRemediationService } from '../../../../src/features/remediation/adapters/AxiosRemediationService';
import { describeRemediationServiceContract } from '../contracts/RemediationService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { newRefundRecipient } from '../../../support/refundRecipient';

// One sandbox for the file (one per test took ~2 s each): a recipient's one refund request is
// used up by the tests that submit, so each test gets a recipient of its own, made from Grace.
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const loggedInAs = async (customerNumber: string) => {
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return stack;
};

describeRemediationServiceContract('AxiosRemediationService on the sandbox', async () => {
  const recipient = await newRefundRecipient(sandbox.db);
  const grace = await loggedInAs(recipient.customerNumber);
  return {
    recipient: new AxiosRemediationService(grace.http),
    caseReference: recipient.caseReference,
    escalate: async (operationId) => {
      await grace.tokenService.escalate({ challengeResponse: await oneTimeCode(grace.http, operationId), operationId });
    },
    notRecipient: new AxiosRemediationService((await loggedInAs('1000001')).http),
    anonymous: new AxiosRemediationService(httpStack(sandbox.url).http),
  };
});
