import { AxiosDashboardService } from '../../../../src/features/dashboard/adapters/AxiosDashboardService';
import { describeDashboardServiceContract } from '../contracts/DashboardService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';
import { sandboxToday } from '../../../support/sandboxTime';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeDashboardServiceContract('AxiosDashboardService on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosDashboardService(loggedIn.http),
    anonymous: new AxiosDashboardService(httpStack(sandbox.url).http),
    today: await sandboxToday(sandbox.db),
  };
});
