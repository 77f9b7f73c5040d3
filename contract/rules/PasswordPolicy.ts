/**
 * The one password policy, for new passwords chosen in registration, reset and change, applied
 * by the forms and by the sandbox server alike. It follows OWASP ASVS 5.0 (V6.2) and NIST
 * SP 800-63B: length matters, composition rules do not (ASVS 6.2.5), so there is no
 * "one capital, one digit, one symbol" rule. Any Unicode characters, spaces included, are
 * allowed; lengths count characters as people see them (code points), not UTF-16 units.
 *
 * The password is never trimmed or truncated: what the customer typed is what is checked.
 */
import { BREACHED_PASSWORDS } from './breachedPasswords';

/** The fewest characters a new password may have. */
export const PASSWORD_MIN_LENGTH = 12;

/** The most characters a new password may have (long passphrases are welcome; this only bounds hashing work). */
export const PASSWORD_MAX_LENGTH = 128;

/** Everything the policy looks at. `customerNumber` and `currentPassword` are compared when given. */
export interface PasswordCandidate {
  password: string;
  customerNumber?: string;
  currentPassword?: string;
}

/** The policy's messages, so forms and tests can refer to them. */
export const PASSWORD_MESSAGES = {
  empty: 'Enter a new password.',
  tooShort: `Your new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your new password can be up to ${PASSWORD_MAX_LENGTH} characters long.`,
  customerNumber: 'Choose a password that is not your customer number.',
  sameAsCurrent: 'Your new password must be different from your current password.',
  breached: 'That password has appeared in a data breach. Choose another.',
} as const;

/** Whether the password is on the breached list, ignoring case. */
export function isBreachedPassword(password: string): boolean {
  return BREACHED_PASSWORDS.has(password.toLowerCase());
}

/**
 * The first problem with a new password, or null when the policy accepts it. Checked in the order
 * that best tells the customer what to change: empty; is the customer number (ignoring case and
 * surrounding spaces); is the current password; too short; too long; on the breached list.
 */
export function passwordProblem({ password, customerNumber, currentPassword }: PasswordCandidate): string | null {
  if (password === '') return PASSWORD_MESSAGES.empty;
  const customer = customerNumber?.trim().toLowerCase();
  if (customer && password.trim().toLowerCase() === customer) return PASSWORD_MESSAGES.customerNumber;
  if (currentPassword !== undefined && currentPassword !== '' && password === currentPassword) {
    return PASSWORD_MESSAGES.sameAsCurrent;
  }
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (isBreachedPassword(password)) return PASSWORD_MESSAGES.breached;
  return null;
}
