/**
 * Email addresses the bank will write to: one '@', no spaces, a dotted domain of letters,
 * digits and hyphens, at most 254 characters (RFC 5321's path limit). The client's form and
 * the sandbox judge them with this one rule.
 */
const EMAIL = /^[^\s@]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** The address as the bank keeps it: trimmed, the domain in lower case (the local part is the mailbox's own). */
export function normaliseEmailAddress(input: string): string {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** The problem with an email address, in the form's words, or null when it is fine. */
export function emailAddressProblem(input: string): string | null {
  const email = input.trim();
  if (email === '') return 'Enter your email address';
  if (email.length > 254 || !EMAIL.test(email)) return 'Enter an email address like name@example.co.nz';
  return null;
}
