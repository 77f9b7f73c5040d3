import { serviceId } from '../../platform/tokens';
import type { AddressDirectory } from './core/ports/AddressDirectory';
import type { AddressLookupStore } from './stores/AddressLookupStore';

/** The address lookup's service identifiers. */
export const ADDRESS_TOKENS = {
  AddressDirectory: serviceId<AddressDirectory>('AddressDirectory'),
  /** One lookup store (one cache of results) shared by every address form. */
  AddressLookupStore: serviceId<AddressLookupStore>('AddressLookupStore'),
} as const;
