import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../platform/tokens';
import { AxiosMessagesService } from './adapters/AxiosMessagesService';
import { AxiosSampleDocumentService } from './adapters/AxiosSampleDocumentService';
import { AxiosSystemStatusService } from './adapters/AxiosSystemStatusService';
import { AxiosServiceNoticeService } from './adapters/AxiosServiceNoticeService';
import { APP_TOKENS as A } from './tokens';

/** The shell's HTTP adapters: system status, the inbox behind the messages indicator, the debug panel's sample document. */
export const appAdapters = new ContainerModule(({ bind }) => {
  bind(A.SystemStatusService).toDynamicValue((ctx) => new AxiosSystemStatusService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.MessagesService).toDynamicValue((ctx) => new AxiosMessagesService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.ServiceNoticeService).toDynamicValue((ctx) => new AxiosServiceNoticeService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.SampleDocumentService).toDynamicValue((ctx) => new AxiosSampleDocumentService(ctx.get(P.HttpClient))).inSingletonScope();
});
