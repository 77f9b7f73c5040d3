import { AxiosPersonaliseService } from '../../../../src/features/personalise/adapters/AxiosPersonaliseService';
import { describePersonaliseServiceContract } from '../contracts/PersonaliseService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describePersonaliseServiceContract('AxiosPersonaliseService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return {
    aroha: new AxiosPersonaliseService(aroha.http), jack: new AxiosPersonaliseService(jack.http),
    anonymous: new AxiosPersonaliseService(httpStack(sandbox.url).http),
  };
});
