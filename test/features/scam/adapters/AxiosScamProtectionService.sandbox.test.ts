import { AxiosScamProtectionService } from '../../../../src/features/scam/adapters/AxiosScamProtectionService';
import { describeScamProtectionServiceContract } from '../contracts/ScamProtectionService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// One sandbox for the suite: each case logs in afresh; the lock, which stays, is the last case.
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

describeScamProtectionServiceContract('AxiosScamProtectionService on the sandbox', async () => {
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant(AROHA);
  return {
    service: new AxiosScamProtectionService(stack.http), tokens: stack.tokenService,
    codeFor: (operationId) => oneTimeCode(stack.http, operationId),
    anonymous: new AxiosScamProtectionService(httpStack(sandbox.url).http),
  };
});
