import { AxiosCustomerService } from '../../../../src/features/dashboard/adapters/AxiosCustomerService';
import { describeCustomerServiceContract } from '../contracts/CustomerService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

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
