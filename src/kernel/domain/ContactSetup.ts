import { hasMobilePhone, type Contact } from './Contact';

/**
 * After login, a customer without an email sets up their details; one with
 * an email but no mobile sets up a mobile. Null means the contact details are complete.
 */
export function contactSetupPath(contact: Pick<Contact, 'email' | 'phones'>): string | null {
  if (!contact.email?.trim()) return '/setup/internet-banking/details';
  if (!hasMobilePhone({ ...contact, residentialAddress: null, postalAddress: null })) return '/setup/internet-banking/mobile';
  return null;
}
