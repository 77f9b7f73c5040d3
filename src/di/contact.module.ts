import { ContainerModule } from 'inversify';
import { AxiosContactService } from '../adapters/http/AxiosContactService';
import { AddressFormStore } from '../stores/address/AddressFormStore';
import { ContactDetailsStore } from '../stores/contact/ContactDetailsStore';
import { TOKENS } from './tokens';

/** Contact details: the service over HTTP and the settings page's store (with its address form). */
export const contactModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ContactService).toDynamicValue((ctx) => new AxiosContactService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
  bind(TOKENS.ContactDetailsStore).toDynamicValue((ctx) => new ContactDetailsStore(
    ctx.get(TOKENS.ContactService), new AddressFormStore(ctx.get(TOKENS.AddressLookupStore)),
  )).inSingletonScope();
});
