import { describeQuickViewServiceContract } from '../contracts/QuickViewService.contract';
import { FakeQuickViewService } from './FakeQuickViewService';

describeQuickViewServiceContract('FakeQuickViewService', async () => {
  const anonymous = new FakeQuickViewService();
  anonymous.loggedIn = false;
  const jack = new FakeQuickViewService([{ id: '1000004-1', name: 'Everyday', accountNumber: '38-9123-0102300-00', shown: false }]);
  return { aroha: new FakeQuickViewService(), jack, anonymous };
});
