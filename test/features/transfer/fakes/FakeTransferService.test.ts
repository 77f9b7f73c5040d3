import { describeTransferServiceContract } from '../contracts/TransferService.contract';
import { FakeTransferService } from './FakeTransferService';
import { arohaTransferAccounts } from './transferFixtures';

describeTransferServiceContract('FakeTransferService', async () => {
  const anonymous = new FakeTransferService(arohaTransferAccounts());
  anonymous.loggedIn = false;
  return { loggedIn: new FakeTransferService(arohaTransferAccounts()), anonymous, othersAccountId: '1000004-1' };
});
