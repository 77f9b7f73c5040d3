import { AxiosSecurityActivityService } from '../../../../src/features/security/adapters/AxiosSecurityActivityService';
import { describeSecurityActivityServiceContract } from '../contracts/SecurityActivityService.contract';
import { AROHA, LIAM } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeSecurityActivityServiceContract('AxiosSecurityActivityService on the sandbox', async () => {
  sandbox = await startSandbox();
  const here = httpStack(sandbox.url);
  await here.tokenService.passwordGrant({ ...AROHA, password: 'not-her-password' }).catch(() => undefined);
  await here.tokenService.passwordGrant(AROHA);
  const someoneElse = httpStack(sandbox.url, 'contract-test-other-browser');
  await someoneElse.tokenService.passwordGrant(LIAM);
  return {
    here: new AxiosSecurityActivityService(here.http), someoneElse: new AxiosSecurityActivityService(someoneElse.http),
    anonymous: new AxiosSecurityActivityService(httpStack(sandbox.url).http),
  };
});
