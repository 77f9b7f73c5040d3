import { describeCardServiceContract } from '../contracts/CardService.contract';
import { FakeCardService } from './FakeCardService';

describeCardServiceContract('FakeCardService', async () => {
  const anonymous = new FakeCardService();
  anonymous.loggedIn = false;
  const jack = new FakeCardService([{ id: 'card-1000004-1', kind: 'debit', accountName: 'Everyday', last4: '4004', expires: '04/28', status: 'active' }]);
  return { aroha: new FakeCardService(), jack, anonymous };
});
