import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ActivityRefresh } from './core/use-cases/ActivityRefresh';
import { ExpireSession } from './core/use-cases/ExpireSession';
import { LoadFeatures } from './core/use-cases/LoadFeatures';
import { Login } from './core/use-cases/Login';
import { LoginWithPasskey } from './core/use-cases/LoginWithPasskey';
import { Logout } from './core/use-cases/Logout';
import { LowPrivCountdown } from './core/use-cases/LowPrivCountdown';
import { MonitorSession } from './core/use-cases/MonitorSession';
import { RedirectAfterLogin } from './core/use-cases/RedirectAfterLogin';
import { RefreshSession } from './core/use-cases/RefreshSession';
import { RestoreSession } from './core/use-cases/RestoreSession';
import { SessionRecord } from './core/use-cases/SessionRecord';
import { WatchInactivity } from './core/use-cases/WatchInactivity';
import { FeatureStore } from './stores/FeatureStore';
import { LoginStore } from './stores/LoginStore';
import { SessionStore } from './stores/SessionStore';
import { SESSION_TOKENS as S } from './tokens';

/** Login, the session's lifecycle and the customer's feature flags, against their ports. */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(S.SessionRecord).toDynamicValue((ctx) => new SessionRecord(ctx.get(P.SessionStorage), ctx.get(P.CookieJar))).inSingletonScope();
  bind(S.Login).toDynamicValue((ctx) => new Login(ctx.get(S.TokenService), ctx.get(S.SessionRecord), ctx.get(P.Clock))).inSingletonScope();
  bind(S.LoginWithPasskey).toDynamicValue((ctx) => new LoginWithPasskey(
    ctx.get(S.PasskeyLogin), ctx.get(P.PasskeyAuthenticator), ctx.get(S.SessionRecord), ctx.get(P.Clock),
  )).inSingletonScope();
  bind(S.RefreshSession).toDynamicValue((ctx) => new RefreshSession(ctx.get(S.TokenService), ctx.get(S.SessionRecord), ctx.get(P.Clock))).inSingletonScope();
  bind(S.RestoreSession).toDynamicValue((ctx) => new RestoreSession(
    ctx.get(S.RefreshSession), ctx.get(S.TokenService), ctx.get(S.SessionRecord), ctx.get(P.NativeBridge), ctx.get(P.Clock),
  )).inSingletonScope();
  bind(S.ExpireSession).toDynamicValue((ctx) => new ExpireSession(
    ctx.get(S.TokenService), ctx.get(S.SessionRecord), ctx.get(P.QueryCache), ctx.get(P.NativeBridge),
  )).inSingletonScope();
  bind(S.Logout).toDynamicValue((ctx) => new Logout(
    ctx.get(S.TokenService), ctx.get(S.ExpireSession), ctx.get(P.Navigator), ctx.get(P.NativeBridge),
  )).inSingletonScope();
  bind(S.MonitorSession).toDynamicValue((ctx) => {
    const clock = ctx.get(P.Clock);
    const refresh = ctx.get(S.RefreshSession);
    return new MonitorSession(new WatchInactivity(clock), new LowPrivCountdown(clock),
      new ActivityRefresh(ctx.get(P.ActivitySource), clock, ctx.get(S.SessionRecord), refresh), refresh);
  }).inSingletonScope();
  bind(S.RedirectAfterLogin).toDynamicValue((ctx) => new RedirectAfterLogin(ctx.get(P.ContactService), ctx.get(P.QueryCache))).inSingletonScope();
  bind(S.LoadFeatures).toDynamicValue((ctx) => new LoadFeatures(ctx.get(S.FeatureService), ctx.get(P.QueryCache))).inSingletonScope();
  bind(S.SessionStore).toDynamicValue((ctx) => new SessionStore({
    login: ctx.get(S.Login),
    loginWithPasskey: ctx.get(S.LoginWithPasskey),
    restore: ctx.get(S.RestoreSession),
    logout: ctx.get(S.Logout),
    expire: ctx.get(S.ExpireSession),
    monitor: ctx.get(S.MonitorSession),
    redirectAfterLogin: ctx.get(S.RedirectAfterLogin),
    errors: ctx.get(P.HandleApiError),
    navigator: ctx.get(P.Navigator),
  })).inSingletonScope();
  bind(S.LoginStore).toDynamicValue((ctx) => new LoginStore(ctx.get(S.SessionStore))).inSingletonScope();
  bind(S.FeatureStore).toDynamicValue((ctx) => new FeatureStore(ctx.get(S.LoadFeatures), ctx.get(S.SessionStore))).inSingletonScope();
});
