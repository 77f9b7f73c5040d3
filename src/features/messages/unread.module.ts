import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { LoadUnreadCount } from './core/use-cases/LoadUnreadCount';
import { UnreadCountStore } from './stores/UnreadCountStore';
import { MESSAGES_TOKENS as M } from './tokens';

/**
 * The part of this area the app's shell needs before the area's chunk loads: the header's
 * unread count, over the InboxService port. Loaded with the app (composeApp), beside the
 * shell's adapters, which bind InboxService (AxiosInboxService, or a fake in tests).
 */
export const unreadCountModule = new ContainerModule(({ bind }) => {
  bind(M.UnreadCountStore).toDynamicValue((ctx) => new UnreadCountStore(new LoadUnreadCount(ctx.get(M.InboxService), ctx.get(P.QueryCache)), ctx.get(P.QueryCache)))
    .inSingletonScope();
});

