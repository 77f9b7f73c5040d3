import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosAddressDirectory } from './adapters/AxiosAddressDirectory';
import { ADDRESS_TOKENS as A } from './tokens';

/** The address directory over HTTP. */
export const addressAdapters = new ContainerModule(({ bind }) => {
  bind(A.AddressDirectory).toDynamicValue((ctx) => new AxiosAddressDirectory(ctx.get(P.HttpClient))).inSingletonScope();
});
