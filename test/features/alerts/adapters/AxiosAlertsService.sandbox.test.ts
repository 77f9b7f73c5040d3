import { AxiosAlertsService } from '../../../../src/features/alerts/adapters/AxiosAlertsService';
import { describeAlertsServiceContract } from '../contracts/AlertsService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

// A fresh sandbox for each contract test: each starts from the seeded alerts.
let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeAlertsServiceContract('AxiosAlertsService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  return new AxiosAlertsService(aroha.http);
});
