import { ContainerModule } from 'inversify';
import { AxiosAddressDirectory } from './adapters/AxiosAddressDirectory';
import { AddressLookupStore } from './stores/AddressLookupStore';
import { TOKENS } from '../../platform/tokens';

/** Address lookup: the directory over HTTP and the one lookup store every address form shares. */
export const addressModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.AddressDirectory).toDynamicValue((ctx) => new AxiosAddressDirectory(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.AddressLookupStore).toDynamicValue((ctx) => new AddressLookupStore(ctx.get(TOKENS.AddressDirectory), ctx.get(TOKENS.Clock))).inSingletonScope();
});
