import { ContainerModule } from 'inversify';
import { TOKENS } from '../../platform/tokens';
import { AxiosEftposService } from './adapters/AxiosEftposService';
import { EFTPOS_TOKENS } from './tokens';

/** The real EftposService, over the platform HTTP client. */
export const eftposAdapters = new ContainerModule(({ bind }) => {
  bind(EFTPOS_TOKENS.EftposService).toDynamicValue((ctx) => new AxiosEftposService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
});
