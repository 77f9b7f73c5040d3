import { AxiosQuickViewService } from '../../../../src/features/quickview/adapters/AxiosQuickViewService';
import { describeQuickViewServiceContract } from '../contracts/QuickViewService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeQuickViewServiceContract('AxiosQuickViewService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return { aroha: new AxiosQuickViewService(aroha.http), jack: new AxiosQuickViewService(jack.http), anonymous: new AxiosQuickViewService(httpStack(sandbox.url).http) };
});
