import type { Contact, ContactAddress, ContactAddressKind } from '../domain/Contact';

/**
 * The logged-in customer's contact details (GET /api/contact, PUT /api/contact/address).
 * Every method rejects with an ApiError on failure (401 with NativeErrorCode 7009 without a
 * login; 400 for an address the bank will not accept).
 */
export interface ContactService {
  /** Email, phones and addresses of the logged-in customer. */
  getContact(): Promise<Contact>;
  /** Replaces the customer's residential or postal address. */
  saveAddress(kind: ContactAddressKind, address: ContactAddress): Promise<void>;
}
