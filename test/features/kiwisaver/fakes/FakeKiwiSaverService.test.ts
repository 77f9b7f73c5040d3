import { describeKiwiSaverServiceContract } from '../contracts/KiwiSaverService.contract';
import { AROHA_KIWISAVER, FakeKiwiSaverService } from './FakeKiwiSaverService';

describeKiwiSaverServiceContract('FakeKiwiSaverService', async () => {
  const anonymous = new FakeKiwiSaverService();
  anonymous.loggedIn = false;
  const retired = new FakeKiwiSaverService({ ...AROHA_KIWISAVER, fund: 'Conservative Fund', contributionRatePercent: 3, employed: false, topUpFrom: [] });
  return { member: new FakeKiwiSaverService(), notMember: new FakeKiwiSaverService(null), anonymous, retired };
});
