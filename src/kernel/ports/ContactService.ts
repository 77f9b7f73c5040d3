import type { Contact, ContactAddress, ContactAddressKind } from '../domain/Contact';

/**
 * The logged-in customer's contact details (GET /api/contact, PUT /api/contact/address).
 * Every method rejects with an ApiError on failure (401 with NativeErrorCode 7009 without a
 * login; 400 for an address the bank will not accept). Changing an address is safeguarded
 * (letters and replacement cards go there): 403 6002 with an operationId until the call is
 * repeated with that operation's id once escalated; 6006 for a customer with no mobile. It
 * takes the current password too: 400 "Your current password is incorrect." when missing or
 * wrong (before any code is sent), 429 past 5 checks in 15 minutes.
 */
export interface ContactService {
  /** Email, phones and addresses of the logged-in customer. */
  getContact(): Promise<Contact>;
  /** Replaces the customer's residential or postal address, with their current password. */
  saveAddress(kind: ContactAddressKind, address: ContactAddress, currentPassword: string, escalation?: string): Promise<void>;
}
