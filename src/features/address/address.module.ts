import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AddressLookupStore } from './stores/AddressLookupStore';
import { ADDRESS_TOKENS as A } from './tokens';

/** Address lookup: the one lookup store (one cache of results) every address form shares. */
export const addressModule = new ContainerModule(({ bind }) => {
  bind(A.AddressLookupStore).toDynamicValue((ctx) => new AddressLookupStore(ctx.get(A.AddressDirectory), ctx.get(P.Clock), ctx.get(P.HandleApiError))).inSingletonScope();
});
