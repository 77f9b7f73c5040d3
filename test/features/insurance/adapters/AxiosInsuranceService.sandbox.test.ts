import { AxiosInsuranceService } from '../../../../src/features/insurance/adapters/AxiosInsuranceService';
import { describeInsuranceServiceContract } from '../contracts/InsuranceService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const loggedInAs = async (customerNumber: string) => {
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant({ customerNumber, password: 'Kowhai-2026!' });
  return new AxiosInsuranceService(stack.http);
};

describeInsuranceServiceContract('AxiosInsuranceService on the sandbox', async () => ({
  holder: await loggedInAs('1000001'),
  noPolicies: await loggedInAs('1000004'),
  anonymous: new AxiosInsuranceService(httpStack(sandbox.url).http),
}));
