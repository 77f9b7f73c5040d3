/**
 * SWIFT/BIC codes (ISO 9362): 4 letters for the bank, a 2-letter ISO country, 2 letters or
 * digits for the location, and optionally 3 letters or digits for the branch (8 or 11 in all).
 */

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** The code without spaces, in upper case: the form it is stored and sent in. */
export function normaliseBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The parts of a valid BIC, or null when it is not one. `branch` is '' for an 8-character BIC. */
export interface BicParts {
  bank: string;
  country: string;
  location: string;
  branch: string;
}

/** Splits a BIC (any case, spaces allowed) into its parts, or null when it is not valid. */
export function parseBic(input: string): BicParts | null {
  const bic = normaliseBic(input);
  if (!BIC.test(bic)) return null;
  return { bank: bic.slice(0, 4), country: bic.slice(4, 6), location: bic.slice(6, 8), branch: bic.slice(8) };
}

/** Whether the input is a well-formed BIC (8 or 11 characters). */
export function isValidBic(input: string): boolean {
  return parseBic(input) !== null;
}

/** The problem with a SWIFT/BIC code typed by a customer, or null when it is well formed. */
export function bicProblem(input: string): string | null {
  const bic = normaliseBic(input);
  if (bic === '') return 'Enter the SWIFT/BIC code';
  if (bic.length !== 8 && bic.length !== 11) return 'A SWIFT/BIC code has 8 or 11 characters';
  if (!BIC.test(bic)) {
    return 'Check the SWIFT/BIC code: 6 letters, then 2 letters or numbers, then optionally 3 more';
  }
  return null;
}
