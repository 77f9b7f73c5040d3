import { ContainerModule } from 'inversify';
import { TOKENS } from '../../platform/tokens';
import { AxiosInboxService } from './adapters/AxiosInboxService';
import { MESSAGES_TOKENS } from './tokens';

/** The real InboxService, over the platform HTTP client. */
export const messagesAdapters = new ContainerModule(({ bind }) => {
  bind(MESSAGES_TOKENS.InboxService).toDynamicValue((ctx) => new AxiosInboxService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
});
