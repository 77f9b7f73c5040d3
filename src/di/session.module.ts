import { ContainerModule } from 'inversify';
import { AxiosTokenService } from '../adapters/http/AxiosTokenService';
import { Login } from '../core/use-cases/session/Login';
import { LoginStore } from '../stores/session/LoginStore';
import { SessionStore } from '../stores/session/SessionStore';
import { TOKENS } from './tokens';

export const sessionModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.TokenService).toDynamicValue((ctx) => new AxiosTokenService(
    ctx.get(TOKENS.HttpClient), ctx.get(TOKENS.BearerTokenHolder), ctx.get(TOKENS.BrowserIdentity), ctx.get(TOKENS.Clock),
  )).inSingletonScope();
  bind(TOKENS.Login).toDynamicValue((ctx) => new Login(ctx.get(TOKENS.TokenService))).inSingletonScope();
  bind(TOKENS.SessionStore).toDynamicValue((ctx) => new SessionStore(ctx.get(TOKENS.Login))).inSingletonScope();
  bind(TOKENS.LoginStore).toDynamicValue((ctx) => new LoginStore(ctx.get(TOKENS.SessionStore))).inSingletonScope();
});
