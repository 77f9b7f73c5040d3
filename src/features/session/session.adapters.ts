import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosFeatureService } from './adapters/AxiosFeatureService';
import { AxiosTokenService } from './adapters/AxiosTokenService';
import { SESSION_TOKENS as S } from './tokens';

/** The session's real adapters: /token and the feature list over HTTP. */
export const sessionAdapters = new ContainerModule(({ bind }) => {
  bind(S.TokenService).toDynamicValue((ctx) => new AxiosTokenService(
    ctx.get(P.HttpClient), ctx.get(P.BearerTokenHolder), ctx.get(P.BrowserIdentity), ctx.get(P.Clock),
  )).inSingletonScope();
  bind(S.FeatureService).toDynamicValue((ctx) => new AxiosFeatureService(ctx.get(P.HttpClient))).inSingletonScope();
});
