import { AxiosConversationService } from '../../../../src/features/messages/adapters/AxiosConversationService';
import { AxiosInboxService } from '../../../../src/features/messages/adapters/AxiosInboxService';
import { describeConversationServiceContract } from '../contracts/ConversationService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

// The contract writes messages: one sandbox for the file, each test starts its own conversations.
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

describeConversationServiceContract('AxiosConversationService on the sandbox', async () => {
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  return {
    jack: new AxiosConversationService(jack.http),
    jackInbox: new AxiosInboxService(jack.http),
    aroha: new AxiosConversationService(aroha.http),
    anonymous: new AxiosConversationService(httpStack(sandbox.url).http),
  };
});
