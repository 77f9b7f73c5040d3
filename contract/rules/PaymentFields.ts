/**
 * The free-text fields of a New Zealand payment: Particulars, Code and Reference (shown on both
 * parties' statements) and the payee name. Forms and the sandbox server both apply these rules.
 *
 * Letters are A to Z only: the interbank payment files these fields travel in carry plain ASCII,
 * so a macron or other accented letter would be lost or rejected further down the line.
 */

/** The most characters Particulars, Code or Reference may hold. */
export const PAYMENT_FIELD_MAX_LENGTH = 12;

/** The most characters a payee name on a payment may hold. */
export const PAYEE_NAME_MAX_LENGTH = 20;

/** The hint of every payee-name field: what to type, and how much of it. */
export const PAYEE_NAME_HINT = `The name on their bank account, up to ${PAYEE_NAME_MAX_LENGTH} characters`;

/** The hint over every Particulars, Code and Reference group. */
export const PAYMENT_FIELDS_HINT = `What they see on their bank statement: up to ${PAYMENT_FIELD_MAX_LENGTH} letters, numbers or spaces each`;

/** The punctuation allowed in Particulars, Code and Reference, as shown to customers. */
export const PAYMENT_FIELD_PUNCTUATION = "- ' & / # ? : _ .";

const ALLOWED = /^[A-Za-z0-9 \-'&/#?:_.]*$/;

/** Length in characters as a person counts them (code points, not UTF-16 units). */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * Whether a value uses only the characters Particulars, Code and Reference allow
 * (letters, digits, space and `- ' & / # ? : _ .`). The empty string qualifies.
 */
export function usesPaymentFieldCharacters(value: string): boolean {
  return ALLOWED.test(value);
}

/**
 * The problem with one statement field, or null when it is fine. The fields are optional, so an
 * empty value is fine. `label` names the field in the message ("Particulars", "Code", "Reference").
 */
export function paymentFieldProblem(label: string, value: string): string | null {
  if (characterCount(value) > PAYMENT_FIELD_MAX_LENGTH) return paymentFieldTooLong(label);
  if (!usesPaymentFieldCharacters(value)) {
    return `${label} can only use letters, numbers, spaces and ${PAYMENT_FIELD_PUNCTUATION}`;
  }
  return null;
}

/** What is said of a statement field over its 12 characters, wherever it is caught (a form, the bank's schema check). */
export function paymentFieldTooLong(label: string): string {
  return `${label} can be up to ${PAYMENT_FIELD_MAX_LENGTH} characters`;
}

/** The problem with a payment's Particulars, or null. */
export function particularsProblem(value: string): string | null {
  return paymentFieldProblem('Particulars', value);
}

/** The problem with a payment's Code, or null. */
export function codeProblem(value: string): string | null {
  return paymentFieldProblem('Code', value);
}

/** The problem with a payment's Reference, or null. */
export function referenceProblem(value: string): string | null {
  return paymentFieldProblem('Reference', value);
}

/**
 * The problem with the payee name on a payment, or null. The name is required (it is what the
 * payee's bank shows) and holds at most 20 characters; its characters are not restricted.
 */
export function payeeNameProblem(value: string): string | null {
  if (value.trim() === '') return 'Enter the payee name';
  if (characterCount(value) > PAYEE_NAME_MAX_LENGTH) {
    return `Payee name can be up to ${PAYEE_NAME_MAX_LENGTH} characters`;
  }
  return null;
}
