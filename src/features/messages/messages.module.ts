import { ContainerModule } from 'inversify';
import { TOKENS } from '../../platform/tokens';
import { DismissNotification } from './core/use-cases/DismissNotification';
import { LoadInbox } from './core/use-cases/LoadInbox';
import { ReadMessage } from './core/use-cases/ReadMessage';
import { InboxStore } from './stores/InboxStore';
import { MESSAGES_TOKENS } from './tokens';

/** The inbox's use-cases and store, against the InboxService port (adapters bind it). */
export const messagesModule = new ContainerModule(({ bind }) => {
  bind(MESSAGES_TOKENS.InboxStore).toDynamicValue((ctx) => {
    const inbox = ctx.get(MESSAGES_TOKENS.InboxService);
    const cache = ctx.get(TOKENS.QueryCache);
    return new InboxStore(new LoadInbox(inbox), new ReadMessage(inbox, cache), new DismissNotification(inbox, cache), cache, ctx.get(TOKENS.HandleApiError));
  }).inSingletonScope();
});
