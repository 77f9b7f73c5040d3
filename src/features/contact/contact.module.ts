import { ContainerModule } from 'inversify';
import { AxiosContactService } from '../../platform/http/AxiosContactService';
import { AddressFormStore } from '../address/stores/AddressFormStore';
import { ContactDetailsStore } from './stores/ContactDetailsStore';
import { TOKENS } from '../../platform/tokens';

/** Contact details: the service over HTTP and the settings page's store (with its address form). */
export const contactModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ContactService).toDynamicValue((ctx) => new AxiosContactService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.ContactDetailsStore).toDynamicValue((ctx) => new ContactDetailsStore(
    ctx.get(TOKENS.ContactService), new AddressFormStore(ctx.get(TOKENS.AddressLookupStore)),
  )).inSingletonScope();
});
