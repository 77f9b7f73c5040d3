import { AxiosInternationalPaymentService } from '../../../../src/features/international-payments/adapters/AxiosInternationalPaymentService';
import { describeInternationalPaymentServiceContract } from '../contracts/InternationalPaymentService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// The contract moves money: each test gets its own freshly seeded sandbox.
let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeInternationalPaymentServiceContract('AxiosInternationalPaymentService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return {
    aroha: new AxiosInternationalPaymentService(aroha.http),
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    jack: new AxiosInternationalPaymentService(jack.http),
    anonymous: new AxiosInternationalPaymentService(httpStack(sandbox.url).http),
  };
});
