import { AxiosInboxService } from '../../../../src/features/messages/adapters/AxiosInboxService';
import { describeInboxServiceContract } from '../contracts/InboxService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

// The contract reads and dismisses messages: each test gets its own freshly seeded sandbox.
let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeInboxServiceContract('AxiosInboxService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return {
    aroha: new AxiosInboxService(aroha.http),
    jack: new AxiosInboxService(jack.http),
    anonymous: new AxiosInboxService(httpStack(sandbox.url).http),
  };
});
