import { queryKey } from './QueryKey';
/** The customer's contact details ("Contact"), as core knows them. */

export interface Phone {
  /** The bank's phone type, e.g. 'Mobile', 'Home', 'Work'. */
  type: string;
  number: string;
}

/** An address kept on the customer's record: the street lines, then suburb, town and postcode. */
export interface ContactAddress {
  /** The directory id when the address was chosen from the lookup; null when typed by hand. */
  dpid: string | null;
  /** The lines above the suburb (unit, street, RD, PO Box, lobby): one or two. */
  addressLines: string[];
  suburb: string | null;
  cityTown: string;
  postcode: string;
}

export type ContactAddressKind = 'residential' | 'postal';

export interface Contact {
  email: string | null;
  phones: Phone[];
  residentialAddress: ContactAddress | null;
  postalAddress: ContactAddress | null;
}

/** A phone whose type contains 'Mobile' counts as mobile. */
export function isMobile(phone: Phone): boolean {
  return phone.type.includes('Mobile');
}

/** True when at least one of the customer's phones is a mobile. */
export function hasMobilePhone(contact: Contact): boolean {
  return contact.phones.some(isMobile);
}

/** The customer's contact details in the query cache: one copy for login, setup and settings. */
export const CONTACT_QUERY = queryKey<Contact>('contact');
