import { classifyHost } from '../kernel/domain/DebugSettings';
import { ContainerModule } from 'inversify';
import type { ApiError } from '../kernel/domain/ApiError';
import { isSessionExpiry } from '../kernel/domain/NativeErrorCode';
import type { Clock } from '../kernel/ports/Clock';
import type { Monitoring } from '../kernel/ports/Monitoring';
import type { NativeBridge } from '../kernel/ports/NativeBridge';
import { CookieBrowserIdentity } from './browser/CookieBrowserIdentity';
import { DocumentCookieJar } from './browser/DocumentCookieJar';
import { HistoryNavigator } from './browser/HistoryNavigator';
import { LocalStorageDismissedAlerts } from './browser/LocalStorageDismissedAlerts';
import { SessionStorageDebugOptions } from './browser/SessionStorageDebugOptions';
import { ToastifyNotifier } from './browser/ToastifyNotifier';
import { WindowActivitySource } from './browser/WindowActivitySource';
import { ServerDateClock } from './browser/ServerDateClock';
import { WindowPageLoader } from './browser/WindowPageLoader';
import { WindowSessionStorage } from './browser/WindowSessionStorage';
import { ReportingMonitoring } from './browser/ReportingMonitoring';
import { NoPasskeyAuthenticator, WebAuthnPasskeyAuthenticator } from './browser/WebAuthnPasskeyAuthenticator';
import { AxiosContactService } from './http/AxiosContactService';
import { BearerTokenHolder } from './http/BearerTokenHolder';
import { createHttpClient } from './http/createHttpClient';
import { AxiosContentImages } from './http/AxiosContentImages';
import { PLATFORM_TOKENS as P } from './tokens';

export interface PlatformChoice {
  /** The one adapter the roots choose differently: the webview's scheme bridge or the browser's twin. */
  nativeBridge: (platform: { clock: Clock; monitoring: Monitoring }) => NativeBridge;
  /** The API's origin: the page's own. */
  origin: string;
  /** Passkeys: the browser's WebAuthn, or none (the native webview offers the SMS code only). Default: the browser's. */
  passkeys?: 'webauthn' | 'none';
}

/**
 * The platform adapters every root shares (clock, cookies, storage, activity, navigation,
 * monitoring, toasts, the HTTP client and the in-memory tokens it sends), with the native
 * bridge passed in.
 */
export const platformAdapters = ({ nativeBridge, origin, passkeys = 'webauthn' }: PlatformChoice) => new ContainerModule(({ bind }) => {
  const clock = new ServerDateClock();
  const cookies = new DocumentCookieJar();
  bind(P.Clock).toConstantValue(clock);
  bind(P.CookieJar).toConstantValue(cookies);
  bind(P.BrowserIdentity).toConstantValue(new CookieBrowserIdentity(cookies));
  bind(P.SessionStorage).toConstantValue(new WindowSessionStorage());
  bind(P.ActivitySource).toConstantValue(new WindowActivitySource());
  bind(P.Navigator).toConstantValue(new HistoryNavigator());
  bind(P.PageLoader).toConstantValue(new WindowPageLoader());
  const tokens = new BearerTokenHolder();
  // Errors go to the console and to the bank (POST /api/client-errors) through an HTTP client of
  // their own: without the app client's error hook, a failed report can never report itself.
  // The sending part is a chunk of its own, loaded with the first report.
  const monitoring = new ReportingMonitoring(clock, () => import(/* webpackChunkName: "client-errors" */ './browser/ClientErrorReporter')
    .then((m) => m.startClientErrorReporter({ clock, http: createHttpClient({ baseURL: origin, tokens, timeoutMs: 10_000 }), origin })));
  bind(P.Monitoring).toConstantValue(monitoring);
  bind(P.NativeBridge).toConstantValue(nativeBridge({ clock, monitoring }));
  bind(P.Notifier).toDynamicValue(() => new ToastifyNotifier()).inSingletonScope();
  bind(P.DismissedAlerts).toDynamicValue(() => new LocalStorageDismissedAlerts(window.localStorage)).inSingletonScope();
  bind(P.DebugOptions).toDynamicValue(() => new SessionStorageDebugOptions(window.sessionStorage, classifyHost(window.location.hostname))).inSingletonScope();
  bind(P.PasskeyAuthenticator).toConstantValue(passkeys === 'webauthn' ? new WebAuthnPasskeyAuthenticator() : new NoPasskeyAuthenticator());
  bind(P.BearerTokenHolder).toConstantValue(tokens);
  bind(P.HttpClient).toDynamicValue((ctx) => {
    const storage = ctx.get(P.SessionStorage);
    // Session-expiry codes go to HandleApiError from here, for every call; other errors are
    // reported by the QueryCache or the store that made the call, with its query key.
    const onApiError = (error: ApiError, url: string) => {
      if (isSessionExpiry(error)) ctx.get(P.HandleApiError).execute(error, { queryKey: url });
    };
    return createHttpClient({
      baseURL: origin, tokens: ctx.get(P.BearerTokenHolder), customerNumber: () => storage.get('customerNumber'), onApiError,
      serverDate: clock,
    });
  }).inSingletonScope();
  bind(P.ContactService).toDynamicValue((ctx) => new AxiosContactService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(P.ContentImages).toDynamicValue((ctx) => new AxiosContentImages(ctx.get(P.HttpClient))).inSingletonScope();
});
