import { describeServiceNoticeServiceContract } from '../contracts/ServiceNoticeService.contract';
import { FakeServiceNoticeService } from './FakeServiceNoticeService';

describeServiceNoticeServiceContract('FakeServiceNoticeService', async () => {
  const service = new FakeServiceNoticeService();
  return { service, publish: async (n) => service.publish(n), withdraw: async (id) => service.withdraw(id) };
});
