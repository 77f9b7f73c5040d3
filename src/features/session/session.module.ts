import { ContainerModule } from 'inversify';
import { AxiosTokenService } from './adapters/AxiosTokenService';
import { HandleApiError } from '../../kernel/services/HandleApiError';
import { QueryCache } from '../../kernel/services/QueryCache';
import { ActivityRefresh } from './core/use-cases/ActivityRefresh';
import { ExpireSession } from './core/use-cases/ExpireSession';
import { Login } from './core/use-cases/Login';
import { Logout } from './core/use-cases/Logout';
import { LowPrivCountdown } from './core/use-cases/LowPrivCountdown';
import { MonitorSession } from './core/use-cases/MonitorSession';
import { RedirectAfterLogin } from './core/use-cases/RedirectAfterLogin';
import { RefreshSession } from './core/use-cases/RefreshSession';
import { RestoreSession } from './core/use-cases/RestoreSession';
import { SessionRecord } from './core/use-cases/SessionRecord';
import { WatchInactivity } from './core/use-cases/WatchInactivity';
import { LoginStore } from './stores/LoginStore';
import { SessionStore } from './stores/SessionStore';
import { TOKENS } from '../../platform/tokens';

/** Login, the session's lifecycle and the error handling every API store shares. (ContactService comes from contact.module.ts.) */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.TokenService).toDynamicValue((ctx) => new AxiosTokenService(
    ctx.get(TOKENS.HttpClient), ctx.get(TOKENS.BearerTokenHolder), ctx.get(TOKENS.BrowserIdentity), ctx.get(TOKENS.Clock),
  )).inSingletonScope();
  bind(TOKENS.SessionRecord).toDynamicValue((ctx) => new SessionRecord(ctx.get(TOKENS.SessionStorage), ctx.get(TOKENS.CookieJar))).inSingletonScope();
  bind(TOKENS.HandleApiError).toDynamicValue((ctx) => new HandleApiError(ctx.get(TOKENS.Monitoring))).inSingletonScope();
  bind(TOKENS.QueryCache).toDynamicValue((ctx) => new QueryCache(ctx.get(TOKENS.Clock), ctx.get(TOKENS.HandleApiError))).inSingletonScope();
  bind(TOKENS.Login).toDynamicValue((ctx) => new Login(ctx.get(TOKENS.TokenService), ctx.get(TOKENS.SessionRecord), ctx.get(TOKENS.Clock))).inSingletonScope();
  bind(TOKENS.RefreshSession).toDynamicValue((ctx) => new RefreshSession(ctx.get(TOKENS.TokenService), ctx.get(TOKENS.SessionRecord), ctx.get(TOKENS.Clock))).inSingletonScope();
  bind(TOKENS.SessionStore).toDynamicValue((ctx) => {
    const tokens = ctx.get(TOKENS.TokenService);
    const record = ctx.get(TOKENS.SessionRecord);
    const clock = ctx.get(TOKENS.Clock);
    const bridge = ctx.get(TOKENS.NativeBridge);
    const navigator = ctx.get(TOKENS.Navigator);
    const refresh = ctx.get(TOKENS.RefreshSession);
    const errors = ctx.get(TOKENS.HandleApiError);
    const expire = new ExpireSession(tokens, record, ctx.get(TOKENS.QueryCache), bridge);
    return new SessionStore({
      login: ctx.get(TOKENS.Login),
      restore: new RestoreSession(refresh, tokens, record, bridge, clock),
      logout: new Logout(tokens, expire, navigator, bridge),
      expire,
      monitor: new MonitorSession(new WatchInactivity(clock), new LowPrivCountdown(clock),
        new ActivityRefresh(ctx.get(TOKENS.ActivitySource), clock, record, refresh), refresh),
      redirectAfterLogin: new RedirectAfterLogin(ctx.get(TOKENS.ContactService), errors),
      errors,
      navigator,
    });
  }).inSingletonScope();
  bind(TOKENS.LoginStore).toDynamicValue((ctx) => new LoginStore(ctx.get(TOKENS.SessionStore))).inSingletonScope();
});
