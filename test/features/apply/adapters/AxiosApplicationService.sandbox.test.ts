import { AxiosApplicationService } from '../../../../src/features/apply/adapters/AxiosApplicationService';
import { describeApplicationServiceContract } from '../contracts/ApplicationService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeApplicationServiceContract('AxiosApplicationService on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return new AxiosApplicationService(loggedIn.http);
});
