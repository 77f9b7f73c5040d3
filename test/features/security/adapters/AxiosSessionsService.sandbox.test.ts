import { AxiosSessionsService } from '../../../../src/features/security/adapters/AxiosSessionsService';
import { describeSessionsServiceContract } from '../contracts/SessionsService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeSessionsServiceContract('AxiosSessionsService on the sandbox', async () => {
  sandbox = await startSandbox();
  // Another browser: the list has one row per device.
  const elsewhere = httpStack(sandbox.url, 'contract-test-other-browser');
  await elsewhere.tokenService.passwordGrant(AROHA);
  const here = httpStack(sandbox.url);
  await here.tokenService.passwordGrant(AROHA);
  return { here: new AxiosSessionsService(here.http), elsewhere: new AxiosSessionsService(elsewhere.http), anonymous: new AxiosSessionsService(httpStack(sandbox.url).http) };
});
