import type { AddressDetails, AddressSummary, AddressType } from '../domain/Address';

/**
 * The bank's address directory (POST /api/address/search/{type}, GET /api/address/details/{id}).
 * Every failure — `success: false`, a status of 400 or more, a timeout — rejects with an
 * AddressLookupFailure; callers never see a wire shape.
 */
export interface AddressDirectory {
  /** Addresses matching `query`, best first. An empty list is a successful answer. */
  search(type: AddressType, query: string): Promise<AddressSummary[]>;
  /** The details of one address; null when the directory answers with no details entries. */
  details(id: string): Promise<AddressDetails | null>;
}
