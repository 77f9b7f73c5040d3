/** The phone types a customer can add (a type containing 'Mobile' is a mobile). */
export const PHONE_TYPES = ['Mobile', 'Home', 'Work'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/**
 * A phone to add. A mobile is a security factor (codes go to it), so adding one takes the
 * customer's current password as well as the code sent to it; a landline takes neither.
 */
export interface NewPhone {
  type: PhoneType;
  number: string;
  currentPassword?: string;
}

/** A new email address: it is where notices go, so changing it takes the current password too. */
export interface NewEmail {
  email: string;
  currentPassword: string;
}

/** A phone to remove (digits compared); a mobile is a factor, so removing one takes the current password. */
export interface PhoneRemoval {
  number: string;
  currentPassword?: string;
}

/** Where a confirmation code goes: a text to the new mobile, or an email to the new address. */
export type CodeChannel = 'sms' | 'email';

/** A code the bank sent: the operation it confirms, and where it went (masked, e.g. '022 *** 0202'). */
export interface CodeSent {
  operationId: string;
  sentTo: string;
}

/** The customer's answer to a code: the operation and the digits they typed. */
export interface Confirmation {
  operationId: string;
  code: string;
}

/** A one-time code is six digits. */
export function confirmationCodeProblem(code: string): string | null {
  return /^\d{6}$/.test(code.trim()) ? null : 'Enter the 6-digit code we sent you';
}
