import { describePasswordResetServiceContract } from '../contracts/PasswordResetService.contract';
import { describeBotCheckContract } from '../contracts/BotCheck.contract';
import { FakePasswordResetService } from './FakePasswordResetService';
import { FakeBotCheck } from './FakeBotCheck';

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

describeBotCheckContract('FakeBotCheck', async () => new FakeBotCheck());
