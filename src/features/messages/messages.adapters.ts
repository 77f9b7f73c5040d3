import { ContainerModule } from 'inversify';
import { AxiosConversationService } from './adapters/AxiosConversationService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { MESSAGES_TOKENS as M } from './tokens';

/**
 * The real ConversationService, over the platform HTTP client. InboxService is not here: the
 * header's unread count needs it before this chunk loads, so the shell's adapters bind it
 * (see unread.module.ts).
 */
export const messagesAdapters = new ContainerModule(({ bind }) => {
  bind(M.ConversationService).toDynamicValue((ctx) => new AxiosConversationService(ctx.get(P.HttpClient))).inSingletonScope();
});
