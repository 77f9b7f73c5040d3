import type { Cents } from '../../../../../contract/rules/Money';

/** The most one automatic payment may be, as the bank sets it: $1,000,000.00. */
export const MAXIMUM_AMOUNT: Cents = 100_000_000;

/**
 * Dollars as typed ('12.34', '$1,250', '0.5') to whole cents, with no floating point:
 * the digits are read as text. Null when it is not an amount.
 */
export function parseAmount(input: string): Cents | null {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** The problem with a typed amount, or null. */
export function amountProblem(input: string): string | null {
  if (input.trim() === '') return 'Enter an amount';
  const cents = parseAmount(input);
  if (cents === null) return 'Enter an amount in dollars and cents, for example 25.50';
  if (cents <= 0) return 'Enter an amount more than $0.00';
  if (cents > MAXIMUM_AMOUNT) return 'The most one automatic payment can be is $1,000,000.00';
  return null;
}
