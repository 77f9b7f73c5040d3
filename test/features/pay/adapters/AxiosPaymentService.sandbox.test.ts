import { addDays } from '../../../../contract/rules/AucklandDate';
import { AxiosPaymentService } from '../../../../src/features/pay/adapters/AxiosPaymentService';
import { describePaymentServiceContract } from '../contracts/PaymentService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';
import { sandboxToday } from '../../../support/sandboxTime';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describePaymentServiceContract('AxiosPaymentService on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosPaymentService(loggedIn.http),
    anonymous: new AxiosPaymentService(httpStack(sandbox.url).http),
    nextWeek: addDays(await sandboxToday(sandbox.db), 7),
  };
});
