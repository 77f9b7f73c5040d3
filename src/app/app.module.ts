import { ContainerModule } from 'inversify';
import { LocalStorageDismissedAlerts } from '../platform/browser/LocalStorageDismissedAlerts';
import { SessionStorageDebugOptions } from '../platform/browser/SessionStorageDebugOptions';
import { ToastifyNotifier } from '../platform/browser/ToastifyNotifier';
import { AxiosMessagesService } from './adapters/AxiosMessagesService';
import { LoadUnreadCount } from './core/use-cases/LoadUnreadCount';
import { AlertsStore } from './stores/AlertsStore';
import { DebugStore } from './stores/DebugStore';
import { MessagesStore } from './stores/MessagesStore';
import { TOKENS } from '../platform/tokens';

/**
 * The app shell's services: toasts, lasting alert dismissals, the messages indicator and the
 * debug panel's switches. The same in the browser and the webview (both have web storage).
 */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Notifier).toDynamicValue(() => new ToastifyNotifier()).inSingletonScope();
  bind(TOKENS.DismissedAlerts).toDynamicValue(() => new LocalStorageDismissedAlerts(window.localStorage)).inSingletonScope();
  bind(TOKENS.DebugOptions).toDynamicValue(() => new SessionStorageDebugOptions(window.sessionStorage)).inSingletonScope();
  bind(TOKENS.MessagesService).toDynamicValue((ctx) => new AxiosMessagesService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.LoadUnreadCount).toDynamicValue((ctx) => new LoadUnreadCount(ctx.get(TOKENS.MessagesService))).inSingletonScope();
  bind(TOKENS.AlertsStore).toDynamicValue((ctx) => new AlertsStore(ctx.get(TOKENS.DismissedAlerts))).inSingletonScope();
  bind(TOKENS.MessagesStore).toDynamicValue((ctx) => new MessagesStore(ctx.get(TOKENS.LoadUnreadCount))).inSingletonScope();
  bind(TOKENS.DebugStore).toDynamicValue((ctx) => new DebugStore(ctx.get(TOKENS.DebugOptions), ctx.get(TOKENS.Notifier))).inSingletonScope();
});
