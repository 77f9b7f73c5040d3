import { AxiosBotCheck } from '../../../../src/features/bot-check/adapters/AxiosBotCheck';
import { AxiosPasswordResetService } from '../../../../src/features/password-reset/adapters/AxiosPasswordResetService';
import { describePasswordResetServiceContract } from '../contracts/PasswordResetService.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

describePasswordResetServiceContract('AxiosPasswordResetService on the sandbox', async () => {
  const { http } = httpStack(sandbox.url);
  const bot = new AxiosBotCheck(http);
  return {
    service: new AxiosPasswordResetService(http),
    proof: () => bot.solve(),
    latestCode: async (customerNumber) => {
      const { data } = await http.get<Array<{ code: string }>>(`/dev/one-time-codes?customerNumber=${customerNumber}`);
      return data[0]?.code ?? '';
    },
    passwordIs: async (customerNumber, password) => {
      try {
        await httpStack(sandbox.url).tokenService.passwordGrant({ customerNumber, password });
        return true;
      } catch {
        return false;
      }
    },
  };
});
