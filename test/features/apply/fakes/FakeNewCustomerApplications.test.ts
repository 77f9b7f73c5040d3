import { describeNewCustomerApplicationsContract } from '../contracts/NewCustomerApplications.contract';
import { FakeBotCheck } from '../../bot-check/fakes/FakeBotCheck';
import { FakeNewCustomerApplications } from './FakeNewCustomerApplications';

describeNewCustomerApplicationsContract('FakeNewCustomerApplications', async () => {
  const bot = new FakeBotCheck();
  return { service: new FakeNewCustomerApplications(), proof: () => bot.solve() };
});
