import { ContainerModule } from 'inversify';
import { LocalStorageDismissedAlerts } from '../adapters/browser/LocalStorageDismissedAlerts';
import { SessionStorageDebugOptions } from '../adapters/browser/SessionStorageDebugOptions';
import { ToastifyNotifier } from '../adapters/browser/ToastifyNotifier';
import { AxiosMessagesService } from '../adapters/http/AxiosMessagesService';
import { LoadUnreadCount } from '../core/use-cases/messages/LoadUnreadCount';
import { AlertsStore } from '../stores/alerts/AlertsStore';
import { DebugStore } from '../stores/debug/DebugStore';
import { MessagesStore } from '../stores/messages/MessagesStore';
import { TOKENS } from './tokens';

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
