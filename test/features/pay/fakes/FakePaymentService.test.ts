import { addDays } from '../../../../contract/rules/AucklandDate';
import { describePaymentServiceContract } from '../contracts/PaymentService.contract';
import { FakePaymentService } from './FakePaymentService';
import { arohaPayAccounts, arohaPayees, PAY_TODAY } from './payFixtures';

describePaymentServiceContract('FakePaymentService', async () => {
  const anonymous = new FakePaymentService(arohaPayAccounts(), PAY_TODAY);
  anonymous.loggedIn = false;
  return { loggedIn: new FakePaymentService(arohaPayAccounts(), PAY_TODAY, arohaPayees()), anonymous, nextWeek: addDays(PAY_TODAY, 7) };
});
