import { describeKiwiSaverServiceContract } from '../contracts/KiwiSaverService.contract';
import { FakeKiwiSaverService } from './FakeKiwiSaverService';

describeKiwiSaverServiceContract('FakeKiwiSaverService', async () => {
  const anonymous = new FakeKiwiSaverService();
  anonymous.loggedIn = false;
  return { member: new FakeKiwiSaverService(), notMember: new FakeKiwiSaverService(null), anonymous };
});
