import { ContainerModule } from 'inversify';
import { AxiosTaxService } from './adapters/AxiosTaxService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { TAX_TOKENS as T } from './tokens';

/** The real TaxService, over the platform HTTP client. */
export const taxAdapters = new ContainerModule(({ bind }) => {
  bind(T.TaxService).toDynamicValue((ctx) => new AxiosTaxService(ctx.get(P.HttpClient))).inSingletonScope();
});
