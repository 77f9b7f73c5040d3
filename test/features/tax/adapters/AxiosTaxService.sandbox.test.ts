import { AxiosTaxService } from '../../../../src/features/tax/adapters/AxiosTaxService';
import { describeTaxServiceContract } from '../contracts/TaxService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeTaxServiceContract('AxiosTaxService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return { aroha: new AxiosTaxService(aroha.http), jack: new AxiosTaxService(jack.http), anonymous: new AxiosTaxService(httpStack(sandbox.url).http) };
});
