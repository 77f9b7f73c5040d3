import { AxiosEftposService } from '../../../../src/features/eftpos/adapters/AxiosEftposService';
import { describeEftposServiceContract } from '../contracts/EftposService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// The contract decides requests and moves money: each test gets its own freshly seeded sandbox.
let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeEftposServiceContract('AxiosEftposService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return {
    aroha: new AxiosEftposService(aroha.http),
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    jack: new AxiosEftposService(jack.http),
    anonymous: new AxiosEftposService(httpStack(sandbox.url).http),
  };
});
