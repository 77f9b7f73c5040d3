import { serviceId } from '../../platform/tokens';
import type { ContactDetailsStore } from './stores/ContactDetailsStore';
import type { ContactSetupStore } from './stores/ContactSetupStore';
import type { ContactStore } from './stores/ContactStore';
import type { NewContactMethodForm } from './stores/ContactMethodsStore';
import type { ContactChangeService } from './core/ports/ContactChangeService';

/** The contact area's service identifiers. */
export const CONTACT_TOKENS = {
  /** The one copy of the customer's contact details, over the query cache. */
  ContactStore: serviceId<ContactStore>('ContactStore'),
  ContactDetailsStore: serviceId<ContactDetailsStore>('ContactDetailsStore'),
  ContactSetupStore: serviceId<ContactSetupStore>('ContactSetupStore'),
  ContactChangeService: serviceId<ContactChangeService>('ContactChangeService'),
  NewContactMethodForm: serviceId<NewContactMethodForm>('NewContactMethodForm'),
} as const;
