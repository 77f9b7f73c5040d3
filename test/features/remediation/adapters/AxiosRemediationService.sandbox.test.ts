import { AxiosRemediationService } from '../../../../src/features/remediation/adapters/AxiosRemediationService';
import { describeRemediationServiceContract } from '../contracts/RemediationService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

// A sandbox per test: the recipient's one request is used up by the tests that submit.
let sandbox: Sandbox;
beforeEach(async () => { sandbox = await startSandbox(); });
afterEach(async () => { await sandbox.close(); });

const loggedInAs = async (customerNumber: string) => {
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return new AxiosRemediationService(stack.http);
};

describeRemediationServiceContract('AxiosRemediationService on the sandbox', async () => ({
  recipient: await loggedInAs('1000007'),
  notRecipient: await loggedInAs('1000001'),
  anonymous: new AxiosRemediationService(httpStack(sandbox.url).http),
}));
