import { AxiosAlertsService } from '../../../../src/features/alerts/adapters/AxiosAlertsService';
import { describeAlertsServiceContract } from '../contracts/AlertsService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: every test starts from the seeded alerts of an Aroha of its own.
const file = sandboxPerFile();

describeAlertsServiceContract('AxiosAlertsService on the sandbox', async () => {
  const aroha = httpStack(file.url);
  await aroha.tokenService.passwordGrant(await file.customer('1000001'));
  return new AxiosAlertsService(aroha.http);
});
