import { AxiosBotCheck } from '../../../../src/features/bot-check/adapters/AxiosBotCheck';
import { AxiosNewCustomerApplications } from '../../../../src/features/apply/adapters/AxiosNewCustomerApplications';
import { describeNewCustomerApplicationsContract } from '../contracts/NewCustomerApplications.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

describeNewCustomerApplicationsContract('AxiosNewCustomerApplications on the sandbox', async () => {
  const { http } = httpStack(sandbox.url);
  const bot = new AxiosBotCheck(http);
  return { service: new AxiosNewCustomerApplications(http), proof: () => bot.solve() };
});
