import { describeSystemStatusServiceContract } from '../contracts/SystemStatusService.contract';
import { FakeSystemStatusService } from './FakeSystemStatusService';

describeSystemStatusServiceContract('FakeSystemStatusService', async () => {
  const service = new FakeSystemStatusService();
  return { service, setStatus: async (subsystem, status) => { service.status = { ...service.status, [subsystem]: status }; } };
});
