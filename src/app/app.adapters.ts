import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../platform/tokens';
import { AxiosMessagesService } from './adapters/AxiosMessagesService';
import { AxiosSystemStatusService } from './adapters/AxiosSystemStatusService';
import { APP_TOKENS as A } from './tokens';

/** The shell's HTTP adapters: system status and the inbox behind the messages indicator. */
export const appAdapters = new ContainerModule(({ bind }) => {
  bind(A.SystemStatusService).toDynamicValue((ctx) => new AxiosSystemStatusService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.MessagesService).toDynamicValue((ctx) => new AxiosMessagesService(ctx.get(P.HttpClient))).inSingletonScope();
});
