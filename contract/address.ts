import { Type, type Static } from '@sinclair/typebox';

/**
 * The address lookup: POST /api/address/search/{type} and
 * GET /api/address/details/{id}. Anonymous (the apply forms ask for addresses before login).
 * Field names are the spec's own: DPID and FullAddress in PascalCase, details in camelCase.
 */

/** `physical`: places (street and rural addresses); `postal`: anything that gets mail. */
export const AddressType = Type.Union([Type.Literal('physical'), Type.Literal('postal')]);
export type AddressType = Static<typeof AddressType>;

export const AddressSearchParams = Type.Object({ type: AddressType });
export type AddressSearchParams = Static<typeof AddressSearchParams>;

/** Longest query the server accepts; the typeahead never needs more. */
export const MAX_ADDRESS_QUERY_LENGTH = 200;

export const AddressSearchRequest = Type.Object({
  // At least one character that is not white space.
  query: Type.String({ minLength: 1, maxLength: MAX_ADDRESS_QUERY_LENGTH, pattern: '\\S' }),
});
export type AddressSearchRequest = Static<typeof AddressSearchRequest>;

export const AddressSummary = Type.Object({
  /** The NZ Post Delivery Point ID: digits, the id for the details call. */
  DPID: Type.String(),
  /** The address on one line, e.g. "12 Queen Street, Auckland Central, Auckland 1010". */
  FullAddress: Type.String(),
});
export type AddressSummary = Static<typeof AddressSummary>;

/** Best match first, at most 20; a query that finds nothing is `{ success: true, addresses: [] }`. */
export const AddressSearchResponse = Type.Object({
  success: Type.Boolean(),
  addresses: Type.Array(AddressSummary),
}, { $id: 'AddressSearchResponse' });
export type AddressSearchResponse = Static<typeof AddressSearchResponse>;

export const AddressDetailsParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });
export type AddressDetailsParams = Static<typeof AddressDetailsParams>;

const text = Type.Union([Type.String(), Type.Null()]);

/** One address in parts. Null where the address has no such part. */
export const AddressDetails = Type.Object({
  boxBagNumber: text, boxBagType: text, lobby: text,
  unitType: text, unitValue: text, apartmentNumber: text, floor: text,
  streetAlpha: text, mailTown: text, poBoxNumber: text, privateBagNumber: text,
  /** 'Postal\Physical', 'Physical' (not on a delivery round yet) or 'Postal' (PO Box …). */
  sourceDesc: Type.String(),
  deliverable: Type.Boolean(),
  physical: Type.Boolean(),
  streetNumber: text, roadName: text, roadSuffixName: text, roadTypeName: text,
  suburb: text, ruralDelivery: text, cityTown: text,
  postcode: Type.String(),
  /** The lines as NZ Post prints them; the last is "<town> <postcode>". FullAddress joins them with ', '. */
  addressLines: Type.Array(Type.String()),
});
export type AddressDetails = Static<typeof AddressDetails>;

/** `success: false` with no entries for an unknown id; the client uses the first entry. */
export const AddressDetailsResponse = Type.Object({
  success: Type.Boolean(),
  details: Type.Array(AddressDetails),
}, { $id: 'AddressDetailsResponse' });
export type AddressDetailsResponse = Static<typeof AddressDetailsResponse>;

// The contact schemas carry addresses too; re-exported so the address contract is one import.
export * from './contact';
