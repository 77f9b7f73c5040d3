import { ContainerModule } from 'inversify';
import { AxiosInboxService } from './adapters/AxiosInboxService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { MESSAGES_TOKENS as M } from './tokens';

/** The real InboxService, over the platform HTTP client. */
export const messagesAdapters = new ContainerModule(({ bind }) => {
  bind(M.InboxService).toDynamicValue((ctx) => new AxiosInboxService(ctx.get(P.HttpClient))).inSingletonScope();
});
