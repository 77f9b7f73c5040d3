import { describeSecurityActivityServiceContract } from '../contracts/SecurityActivityService.contract';
import { FakeSecurityActivityService } from './FakeSecurityActivityService';

describeSecurityActivityServiceContract('FakeSecurityActivityService', async () => {
  const anonymous = new FakeSecurityActivityService();
  anonymous.loggedIn = false;
  const someoneElse = new FakeSecurityActivityService([{ id: '1', kind: 'login', occurredAt: '2026-11-21T08:00:00.000Z', device: 'Mac', browser: 'Safari', thisDevice: true }]);
  return { here: new FakeSecurityActivityService(), someoneElse, anonymous };
});
