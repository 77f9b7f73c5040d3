import { describePersonaliseServiceContract } from '../contracts/PersonaliseService.contract';
import { FakePersonaliseService } from './FakePersonaliseService';

describePersonaliseServiceContract('FakePersonaliseService', async () => {
  const anonymous = new FakePersonaliseService();
  anonymous.loggedIn = false;
  const jack = new FakePersonaliseService([{ id: '1000004-1', name: 'Everyday', accountNumber: '38-9123-0102300-00', nickname: null }]);
  return { aroha: new FakePersonaliseService(), jack, anonymous };
});
