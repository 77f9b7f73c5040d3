import { describeAccountHistoryContract } from '../contracts/AccountHistory.contract';
import { arohaAccounts, FAKE_TODAY } from './arohaHistory';
import { FakeAccountHistory } from './FakeAccountHistory';

describeAccountHistoryContract('FakeAccountHistory', async () => {
  const anonymous = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
  anonymous.loggedIn = false;
  return { loggedIn: new FakeAccountHistory(arohaAccounts(), FAKE_TODAY), anonymous, othersAccountId: '1000004-1', today: FAKE_TODAY };
});
