import type { Contact, ContactAddress, ContactAddressKind } from '../domain/Contact';

/**
 * The logged-in customer's contact details (GET /api/contact, PUT /api/contact/address).
 * Every method rejects with an ApiError on failure (401 with NativeErrorCode 7009 without a
 * login; 400 for an address the bank will not accept). Changing an address is safeguarded
 * (letters and replacement cards go there): 403 6002 with an operationId until the call is
 * repeated with that operation's id once escalated; 6006 for a customer with no mobile.
 */
export interface ContactService {
  /** Email, phones and addresses of the logged-in customer. */
  getContact(): Promise<Contact>;
  /** Replaces the customer's residential or postal address. */
  saveAddress(kind: ContactAddressKind, address: ContactAddress, escalation?: string): Promise<void>;
}
