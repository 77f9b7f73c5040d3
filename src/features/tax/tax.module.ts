import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { SaveTaxDetails } from './core/use-cases/SaveTaxDetails';
import { TaxStore } from './stores/TaxStore';
import { TAX_TOKENS as T } from './tokens';

/** The tax details form's store and use-case, against the TaxService port. */
export const taxModule = new ContainerModule(({ bind }) => {
  bind(T.TaxStore).toDynamicValue((ctx) => {
    const tax = ctx.get(T.TaxService);
    return new TaxStore(() => tax.get(), new SaveTaxDetails(tax), ctx.get(P.QueryCache), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
