/**
 * The arithmetic of a quote, in integers only (BigInt: ¥ amounts times 10^6 pass 2^53).
 * Rates are how much of the currency 1 NZD buys, times 10,000 ("0.5912" is 5912).
 *
 * Rounding is always in the customer's favour, and the quote page says so:
 * - the payee's amount given: its NZD cost is rounded DOWN to the cent;
 * - the NZD given: the payee's amount is rounded UP to the currency's minor unit.
 */

/** The bank's margin under the day's mid rate, in basis points (2.5%: what NZ banks' "TT buy" rates carry). */
export const MARGIN_BPS = 250;

/** The customer's rate: the mid less the margin, rounded down to 4 decimals (never better than disclosed). */
export function customerRateE4(midRateE4: number): number {
  return Number((BigInt(midRateE4) * BigInt(10_000 - MARGIN_BPS)) / 10_000n);
}

const pow10 = (decimals: number) => 10n ** BigInt(decimals);

/** NZD cents that buy `foreignMinor` at `rateE4`, rounded down. */
export function nzdCentsFor(foreignMinor: number, rateE4: number, decimals: number): number {
  return Number((BigInt(foreignMinor) * 100n * 10_000n) / (pow10(decimals) * BigInt(rateE4)));
}

/** The currency's minor units that `nzdCents` buy at `rateE4`, rounded up. */
export function foreignMinorFor(nzdCents: number, rateE4: number, decimals: number): number {
  const numerator = BigInt(nzdCents) * BigInt(rateE4) * pow10(decimals);
  const denominator = 100n * 10_000n;
  return Number((numerator + denominator - 1n) / denominator);
}

/** 5912 → "0.5912"; 862875 → "86.2875". */
export function rateText(rateE4: number): string {
  const whole = Math.floor(rateE4 / 10_000);
  return `${whole}.${String(rateE4 % 10_000).padStart(4, '0')}`;
}

/**
 * The day's move of a mid rate, in basis points between -30 and +30: the same all day for one
 * currency on one Auckland date, different the next (a sandbox has no market; its clock does).
 */
export function dailyMoveBps(currency: string, aucklandDate: string): number {
  let h = 17;
  for (const c of `${currency}:${aucklandDate}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return (h % 61) - 30;
}

/** The mid rate of a date: the table's, moved by the day's move. */
export function midRateOn(tableRateE4: number, currency: string, aucklandDate: string): number {
  return Math.round((tableRateE4 * (10_000 + dailyMoveBps(currency, aucklandDate))) / 10_000);
}
