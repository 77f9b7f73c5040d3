import { AxiosSessionsService } from '../../../../src/features/security/adapters/AxiosSessionsService';
import { describeSessionsServiceContract } from '../contracts/SessionsService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: every test lists and logs out the sessions of an Aroha of its own,
// so the list holds exactly the two sessions the test opened.
const file = sandboxPerFile();

describeSessionsServiceContract('AxiosSessionsService on the sandbox', async () => {
  const aroha = await file.customer('1000001');
  // Another browser: the list has one row per device.
  const elsewhere = httpStack(file.url, 'contract-test-other-browser');
  await elsewhere.tokenService.passwordGrant(aroha);
  const here = httpStack(file.url);
  await here.tokenService.passwordGrant(aroha);
  return { here: new AxiosSessionsService(here.http), elsewhere: new AxiosSessionsService(elsewhere.http), anonymous: new AxiosSessionsService(httpStack(file.url).http) };
});
