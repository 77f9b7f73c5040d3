import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../platform/tokens';
import { AxiosSampleDocumentService } from './adapters/AxiosSampleDocumentService';
import { AxiosSystemStatusService } from './adapters/AxiosSystemStatusService';
import { AxiosServiceNoticeService } from './adapters/AxiosServiceNoticeService';
import { APP_TOKENS as A } from './tokens';
import { AxiosInboxService, MESSAGES_TOKENS } from '../features/messages';

/**
 * The shell's HTTP adapters: system status, the debug panel's sample document, and the messages
 * area's inbox, which the header's unread count reads before that area's chunk loads.
 */
export const appAdapters = new ContainerModule(({ bind }) => {
  bind(A.SystemStatusService).toDynamicValue((ctx) => new AxiosSystemStatusService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(MESSAGES_TOKENS.InboxService).toDynamicValue((ctx) => new AxiosInboxService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.ServiceNoticeService).toDynamicValue((ctx) => new AxiosServiceNoticeService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.SampleDocumentService).toDynamicValue((ctx) => new AxiosSampleDocumentService(ctx.get(P.HttpClient))).inSingletonScope();
});
