import { ContainerModule } from 'inversify';
import { MESSAGES_TOKENS as M } from '../../../../src/features/messages/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeConversationService } from './FakeConversationService';
import type { FakeInboxService } from './FakeInboxService';

/**
 * The area's chunk adapters: conversations in memory, writing into the inbox the shell's fake
 * adapters bound with the app (Aroha's: two unread, one read), as the one sandbox does.
 */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(M.ConversationService).toDynamicValue((ctx) => new FakeConversationService(ctx.get(M.InboxService) as FakeInboxService)).inSingletonScope();
});
