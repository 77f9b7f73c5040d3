import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../platform/tokens';
import { CheckSystemStatus } from './core/use-cases/CheckSystemStatus';
import { FEATURES } from './features';
import { handOffPathsOf, SERVER_PAGES, webviewPathsOf } from './routes/paths';
import { RoutingPolicy } from './routes/RoutingPolicy';
import { AlertsStore } from './stores/AlertsStore';
import { ServiceNoticesStore } from './stores/ServiceNoticesStore';
import { DebugStore } from './stores/DebugStore';
import { SystemStatusStore } from './stores/SystemStatusStore';
import { ServiceUnavailableStore } from './stores/ServiceUnavailableStore';
import { APP_TOKENS as A } from './tokens';

/**
 * The shell's own view models: system status, routing rules, lasting alert dismissals and the
 * debug panel (the messages indicator's count is the messages area's, see composeApp). The same in the browser and the webview.
 */
export const appModule = new ContainerModule(({ bind }) => {
  bind(A.SystemStatusStore).toDynamicValue((ctx) => new SystemStatusStore(
    new CheckSystemStatus(ctx.get(A.SystemStatusService), ctx.get(P.Navigator), ctx.get(P.HandleApiError)), ctx.get(P.Clock),
  )).inSingletonScope();
  bind(A.RoutingPolicy).toDynamicValue((ctx) => new RoutingPolicy(ctx.get(P.PageLoader), ctx.get(P.NativeBridge), {
    handOff: handOffPathsOf(FEATURES), webview: webviewPathsOf(FEATURES), serverPages: SERVER_PAGES,
  })).inSingletonScope();
  bind(A.ServiceUnavailableStore).toDynamicValue((ctx) => new ServiceUnavailableStore(ctx.get(P.HandleApiError), ctx.get(P.Navigator))).inSingletonScope();
  bind(A.AlertsStore).toDynamicValue((ctx) => new AlertsStore(ctx.get(P.DismissedAlerts))).inSingletonScope();
  bind(A.ServiceNoticesStore).toDynamicValue((ctx) => new ServiceNoticesStore(ctx.get(A.ServiceNoticeService), ctx.get(A.AlertsStore))).inSingletonScope();
  bind(A.DebugStore).toDynamicValue((ctx) => new DebugStore(
    ctx.get(P.DebugOptions), ctx.get(P.Notifier), ctx.get(P.NativeJourney), ctx.get(A.SampleDocumentService),
  )).inSingletonScope();
});
