import { describeInternationalPaymentServiceContract } from '../contracts/InternationalPaymentService.contract';
import { FakeInternationalPaymentService } from './FakeInternationalPaymentService';

describeInternationalPaymentServiceContract('FakeInternationalPaymentService', async () => {
  const aroha = new FakeInternationalPaymentService();
  const jack = new FakeInternationalPaymentService([], []);
  const anonymous = new FakeInternationalPaymentService();
  anonymous.loggedIn = false;
  return { aroha, jack, anonymous, escalate: async (operationId) => aroha.escalate(operationId) };
});
