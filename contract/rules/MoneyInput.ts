import type { Cents } from './Money';

/**
 * An amount as a person types it ('12.34', '$1,250', '0.5') read into whole cents by string
 * arithmetic, never through a float; null when it is not an amount (letters, three decimals,
 * a minus sign, more than $1,000,000,000).
 */
export function parseMoneyInput(input: string): Cents | null {
  const text = input.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const [, dollars = '', fraction = ''] = match;
  return Number(dollars || '0') * 100 + Number(fraction.padEnd(2, '0'));
}
