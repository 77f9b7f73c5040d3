import { describePasswordResetServiceContract } from '../contracts/PasswordResetService.contract';
import { FakePasswordResetService } from './FakePasswordResetService';
import { FakeBotCheck } from '../../bot-check/fakes/FakeBotCheck';

describePasswordResetServiceContract('FakePasswordResetService', async () => {
  const service = new FakePasswordResetService();
  const bot = new FakeBotCheck();
  return {
    service,
    proof: () => bot.solve(),
    latestCode: async (customerNumber) => service.latestCode(customerNumber),
    passwordIs: async (customerNumber, password) => service.customers.get(customerNumber)?.password === password,
  };
});
