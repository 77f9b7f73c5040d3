import { describeEftposServiceContract } from '../contracts/EftposService.contract';
import { FakeEftposService } from './FakeEftposService';

describeEftposServiceContract('FakeEftposService', async () => {
  const aroha = new FakeEftposService();
  const anonymous = new FakeEftposService();
  anonymous.loggedIn = false;
  const jack = new FakeEftposService({ enabled: true, requests: [], accounts: [] });
  return { aroha, arohaNumber: '1000001', jack, anonymous, escalate: async (operationId) => aroha.escalate(operationId) };
});
