/**
 * New Zealand IRD (tax) numbers: 8 or 9 digits, shown NN-NNN-NNN or NNN-NNN-NNN, in the range
 * 10,000,000 to 150,000,000, with Inland Revenue's mod-11 check digit (nz-banking-rules.md).
 */

/** The lowest valid IRD number. */
export const IRD_NUMBER_MIN = 10_000_000;
/** The highest valid IRD number. */
export const IRD_NUMBER_MAX = 150_000_000;

const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

/** The digits of an IRD number typed with or without dashes and spaces, or null if it has anything else. */
export function irdNumberDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The check digit for the digits before it, padded to 8; 10 means "try the other weights". */
function checkDigit(body: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** The problem with an IRD number, or null when it is valid. */
export function irdNumberProblem(input: string): string | null {
  if (input.trim() === '') return 'Enter your IRD number';
  const digits = irdNumberDigits(input);
  if (digits === null) return 'An IRD number has only numbers, with or without dashes';
  if (digits.length < 8 || digits.length > 9) return 'An IRD number has 8 or 9 digits';
  const value = Number(digits);
  if (value < IRD_NUMBER_MIN || value > IRD_NUMBER_MAX) return 'That is not a valid IRD number. Check it and try again';
  const body = digits.slice(0, -1).padStart(8, '0');
  let expected = checkDigit(body, PRIMARY_WEIGHTS);
  if (expected === 10) expected = checkDigit(body, SECONDARY_WEIGHTS);
  if (expected === 10 || expected !== Number(digits.slice(-1))) {
    return 'That is not a valid IRD number. Check it and try again';
  }
  return null;
}

/** Whether the input is a valid IRD number (see `irdNumberProblem`). */
export function isValidIrdNumber(input: string): boolean {
  return irdNumberProblem(input) === null;
}

/**
 * An IRD number as shown: `49-091-850` below 100,000,000, `136-410-132` from there (a leading
 * zero typed in a 9-digit form is dropped). Input that is not 8 or 9 digits is returned unchanged.
 */
export function formatIrdNumber(input: string): string {
  const digits = irdNumberDigits(input);
  if (digits === null || digits.length < 8 || digits.length > 9) return input;
  const plain = String(Number(digits)).padStart(8, '0');
  return `${plain.slice(0, -6)}-${plain.slice(-6, -3)}-${plain.slice(-3)}`;
}
