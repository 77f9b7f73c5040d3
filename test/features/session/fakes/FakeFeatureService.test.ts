import { describeFeatureServiceContract } from '../contracts/FeatureService.contract';
import { FakeFeatureService } from './FakeFeatureService';

describeFeatureServiceContract('FakeFeatureService', async () => {
  const loggedIn = new FakeFeatureService();
  const anonymous = new FakeFeatureService();
  anonymous.loggedIn = false;
  return { loggedIn, anonymous, turnOffForAroha: async (name) => loggedIn.set(name, false) };
});
