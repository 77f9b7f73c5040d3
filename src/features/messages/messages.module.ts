import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { DismissNotification } from './core/use-cases/DismissNotification';
import { LoadInbox } from './core/use-cases/LoadInbox';
import { ReadMessage } from './core/use-cases/ReadMessage';
import { InboxStore } from './stores/InboxStore';
import { MESSAGES_TOKENS as M } from './tokens';

/** The inbox's use-cases and store, against the InboxService port. */
export const messagesModule = new ContainerModule(({ bind }) => {
  bind(M.InboxStore).toDynamicValue((ctx) => {
    const inbox = ctx.get(M.InboxService);
    const cache = ctx.get(P.QueryCache);
    return new InboxStore(new LoadInbox(inbox), new ReadMessage(inbox, cache), new DismissNotification(inbox, cache), cache, ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
