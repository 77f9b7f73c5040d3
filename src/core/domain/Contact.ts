/** A phone of the customer's contact details (spec section 3). */
export interface ContactPhone {
  type: string;
  number: string;
  /** A type containing 'Mobile' counts as mobile. */
  isMobile: boolean;
}

/** The customer's contact details as the client needs them. */
export interface Contact {
  email: string | null;
  phones: ContactPhone[];
}

/** Spec section 3: a phone whose type contains 'Mobile' is a mobile phone. */
export function isMobilePhoneType(type: string): boolean {
  return type.includes('Mobile');
}

/**
 * Spec section 4: after login, a customer without an email sets up their details; one with
 * an email but no mobile sets up a mobile. Null means the contact details are complete.
 */
export function contactSetupPath(contact: Contact): string | null {
  if (!contact.email) return '/setup/internet-banking/details';
  if (!contact.phones.some((phone) => phone.isMobile)) return '/setup/internet-banking/mobile';
  return null;
}
