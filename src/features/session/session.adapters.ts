import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P, serviceId } from '../../platform/tokens';
import { AxiosFeatureService } from './adapters/AxiosFeatureService';
import { AxiosTokenService } from './adapters/AxiosTokenService';
import { SESSION_TOKENS as S } from './tokens';

/** The one /token adapter; the session's ports below are each a face of it (one held token). */
const AXIOS_TOKEN_SERVICE = serviceId<AxiosTokenService>('AxiosTokenService');

/** The session's real adapters: /token and the feature list over HTTP. */
export const sessionAdapters = new ContainerModule(({ bind }) => {
  bind(AXIOS_TOKEN_SERVICE).toDynamicValue((ctx) => new AxiosTokenService(
    ctx.get(P.HttpClient), ctx.get(P.BearerTokenHolder), ctx.get(P.BrowserIdentity), ctx.get(P.Clock),
  )).inSingletonScope();
  bind(S.TokenService).toDynamicValue((ctx) => ctx.get(AXIOS_TOKEN_SERVICE));
  bind(S.PasskeyLogin).toDynamicValue((ctx) => ctx.get(AXIOS_TOKEN_SERVICE));
  bind(S.PasskeyApproval).toDynamicValue((ctx) => ctx.get(AXIOS_TOKEN_SERVICE));
  bind(S.FeatureService).toDynamicValue((ctx) => new AxiosFeatureService(ctx.get(P.HttpClient))).inSingletonScope();
});
