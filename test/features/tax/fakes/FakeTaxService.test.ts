import { describeTaxServiceContract } from '../contracts/TaxService.contract';
import { FakeTaxService } from './FakeTaxService';

describeTaxServiceContract('FakeTaxService', async () => {
  const anonymous = new FakeTaxService();
  anonymous.loggedIn = false;
  return { aroha: new FakeTaxService(), jack: new FakeTaxService({ irdNumber: null, prescribedInvestorRate: null, residencies: [] }), anonymous };
});
