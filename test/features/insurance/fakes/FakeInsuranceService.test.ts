import { describeInsuranceServiceContract } from '../contracts/InsuranceService.contract';
import { FakeInsuranceService } from './FakeInsuranceService';

describeInsuranceServiceContract('FakeInsuranceService', async () => {
  const anonymous = new FakeInsuranceService();
  anonymous.loggedIn = false;
  return { holder: new FakeInsuranceService(), noPolicies: new FakeInsuranceService('2003-05-09', []), anonymous };
});
