/**
 * A dollar amount as people type it ('$12,500', '12500.5', '  800 ') read as whole cents.
 * Thousands separators and a leading $ are accepted; at most two decimal places; no negatives.
 */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The amount in cents, or null when the input is not a dollar amount. */
export function parseDollarsToCents(input: string): number | null {
  const match = AMOUNT.exec(input.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0') || '0');
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** The problem with a required amount between `min` and `max` cents, or null when it is fine. */
export function dollarAmountProblem(input: string, bounds: { min: number; max: number; missing: string; outOfRange: string }): string | null {
  if (input.trim() === '') return bounds.missing;
  const cents = parseDollarsToCents(input);
  if (cents === null) return 'Enter an amount in dollars, like 2,500';
  return cents < bounds.min || cents > bounds.max ? bounds.outOfRange : null;
}
