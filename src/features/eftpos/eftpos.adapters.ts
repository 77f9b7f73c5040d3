import { ContainerModule } from 'inversify';
import { AxiosEftposService } from './adapters/AxiosEftposService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { EFTPOS_TOKENS as E } from './tokens';

/** The real EftposService, over the platform HTTP client. */
export const eftposAdapters = new ContainerModule(({ bind }) => {
  bind(E.EftposService).toDynamicValue((ctx) => new AxiosEftposService(ctx.get(P.HttpClient))).inSingletonScope();
});
