import { describeCustomerServiceContract } from '../contracts/CustomerService.contract';
import { AROHA, AROHA_ACCOUNTS } from '../../../support/demoData';
import { FakeCustomerService } from './FakeCustomerService';

describeCustomerServiceContract('FakeCustomerService', async () => {
  const profile = { customerNumber: AROHA.customerNumber, firstName: AROHA.firstName, lastName: AROHA.lastName };
  const anonymous = new FakeCustomerService(profile, AROHA_ACCOUNTS);
  anonymous.loggedIn = false;
  return { loggedIn: new FakeCustomerService(profile, AROHA_ACCOUNTS), anonymous };
});
