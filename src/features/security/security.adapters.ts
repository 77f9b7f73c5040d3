import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosSecurityService } from './adapters/AxiosSecurityService';
import { AxiosSessionsService } from './adapters/AxiosSessionsService';
import { AxiosSecurityActivityService } from './adapters/AxiosSecurityActivityService';
import { AxiosPasskeyService } from './adapters/AxiosPasskeyService';
import { SECURITY_TOKENS as S } from './tokens';

/** The security settings over HTTP. */
export const securityAdapters = new ContainerModule(({ bind }) => {
  bind(S.SecurityService).toDynamicValue((ctx) => new AxiosSecurityService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(S.SessionsService).toDynamicValue((ctx) => new AxiosSessionsService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(S.SecurityActivityService).toDynamicValue((ctx) => new AxiosSecurityActivityService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(S.PasskeyService).toDynamicValue((ctx) => new AxiosPasskeyService(ctx.get(P.HttpClient))).inSingletonScope();
});
