/** Money is integer cents, never floats; this is the only place cents become text. */
export type Cents = number;

const NZD = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' });

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be whole cents, got ${value}`);
  return value;
}

/** `$1,234.56`, `-$12.00` (en-NZ). */
export function formatMoney(cents: Cents): string {
  assertCents(cents);
  return NZD.format(cents / 100);
}

const NZD_WHOLE = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** `$1,000`, `$50,000`: a whole-dollar amount for a product's limits and an estimate (cents rounded). */
export function formatWholeDollars(cents: Cents): string {
  assertCents(cents);
  return NZD_WHOLE.format(Math.round(cents / 100));
}
