import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ADDRESS_TOKENS } from '../address';
import { AddressFormStore } from '../address/ui';
import { ContactDetailsStore } from './stores/ContactDetailsStore';
import { ContactSetupStore } from './stores/ContactSetupStore';
import { ContactStore } from './stores/ContactStore';
import { CONTACT_TOKENS as C } from './tokens';

/** Contact details: the one contact store, the settings page's store (with its address form), the setup pages' store. */
export const contactModule = new ContainerModule(({ bind }) => {
  bind(C.ContactStore).toDynamicValue((ctx) => new ContactStore(ctx.get(P.ContactService), ctx.get(P.QueryCache))).inSingletonScope();
  bind(C.ContactDetailsStore).toDynamicValue((ctx) => new ContactDetailsStore(
    ctx.get(C.ContactStore), new AddressFormStore(ctx.get(ADDRESS_TOKENS.AddressLookupStore)),
  )).inSingletonScope();
  bind(C.ContactSetupStore).toDynamicValue((ctx) => new ContactSetupStore(ctx.get(C.ContactStore))).inSingletonScope();
});

/** The contact service is a platform adapter (the session reads it at login): nothing of this area's own. */
export const contactAdapters = new ContainerModule(() => undefined);
