/**
 * Addresses as the address lookup knows them. The wire names (DPID,
 * FullAddress) stay in the HTTP adapter; core speaks in these shapes only.
 */

/** Which directory to search: street and rural addresses, or PO Box / Private Bag ones. */
export type AddressType = 'physical' | 'postal';

/** The address type when a form does not say ("defaulting to physical"). */
export const DEFAULT_ADDRESS_TYPE: AddressType = 'physical';

/** One search hit: the id (the source's DPID) and the address on one line. */
export interface AddressSummary {
  id: string;
  fullAddress: string;
}

/** Everything the directory knows about one delivery point ("Address details"). */
export interface AddressDetails {
  boxBagNumber: string | null;
  boxBagType: string | null;
  lobby: string | null;
  unitType: string | null;
  unitValue: string | null;
  apartmentNumber: string | null;
  floor: string | null;
  streetAlpha: string | null;
  mailTown: string | null;
  poBoxNumber: string | null;
  privateBagNumber: string | null;
  sourceDesc: string | null;
  deliverable: boolean;
  physical: boolean;
  streetNumber: string | null;
  roadName: string | null;
  roadSuffixName: string | null;
  roadTypeName: string | null;
  suburb: string | null;
  ruralDelivery: string | null;
  cityTown: string | null;
  postcode: string | null;
  /** The lines as printed on an envelope, suburb and "Town postcode" included. */
  addressLines: string[];
}
