import { AxiosCustomerService } from '../../../src/adapters/http/AxiosCustomerService';
import { describeCustomerServiceContract } from '../../contracts/CustomerService.contract';
import { AROHA } from '../../fakes/demoData';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack } from './httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeCustomerServiceContract('AxiosCustomerService on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosCustomerService(loggedIn.http),
    anonymous: new AxiosCustomerService(httpStack(sandbox.url).http),
  };
});
