import { AxiosSecurityActivityService } from '../../../../src/features/security/adapters/AxiosSecurityActivityService';
import { describeSecurityActivityServiceContract } from '../contracts/SecurityActivityService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: every test reads the security events of an Aroha of its own
// (one wrong password, then a login) and of a Liam of its own (one login).
const file = sandboxPerFile();

describeSecurityActivityServiceContract('AxiosSecurityActivityService on the sandbox', async () => {
  const aroha = await file.customer('1000001');
  const here = httpStack(file.url);
  await here.tokenService.passwordGrant({ ...aroha, password: 'not-her-password' }).catch(() => undefined);
  await here.tokenService.passwordGrant(aroha);
  const someoneElse = httpStack(file.url, 'contract-test-other-browser');
  await someoneElse.tokenService.passwordGrant(await file.customer('1000002'));
  return {
    here: new AxiosSecurityActivityService(here.http), someoneElse: new AxiosSecurityActivityService(someoneElse.http),
    anonymous: new AxiosSecurityActivityService(httpStack(file.url).http),
  };
});
