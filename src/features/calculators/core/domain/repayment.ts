/**
 * Home loan repayments, the repayment calculator's arithmetic (nz-banking-rules.md). Money is
 * integer cents: rates and powers are computed in floating point, and every amount that leaves
 * this file is rounded to the cent (half up).
 */

/** How often a repayment is made. */
export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

/** Repayments a year for each frequency (k in the formula). */
export const PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** A loan to repay: whole cents, a yearly rate in percent (6.5 means 6.5% p.a.), a term in whole years. */
export interface RepaymentInput {
  principalCents: number;
  annualRatePercent: number;
  years: number;
  frequency: RepaymentFrequency;
  /** Pay only the interest; the principal stays owing at the end of the term. */
  interestOnly?: boolean;
}

/** One year of the schedule: what went to interest and to principal, and what is owed at its end. */
export interface AmortisationYear {
  year: number;
  interestCents: number;
  principalCents: number;
  closingBalanceCents: number;
}

/**
 * Rounds to a whole number, halves up. The value is first cut to 6 decimals so floating-point
 * noise (1264.1349999999 for a true 1264.135) does not decide the cent.
 */
export function roundHalfUp(value: number): number {
  return Math.floor(Number(value.toFixed(6)) + 0.5);
}

function check({ principalCents, annualRatePercent, years, frequency }: RepaymentInput): void {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0) throw new RangeError(`The loan must be whole cents, 0 or more; got ${principalCents}`);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) throw new RangeError(`The rate must be 0% or more; got ${annualRatePercent}`);
  if (!Number.isInteger(years) || years < 1) throw new RangeError(`The term must be a whole number of years, 1 or more; got ${years}`);
  if (!(frequency in PERIODS_PER_YEAR)) throw new RangeError(`Unknown repayment frequency '${String(frequency)}'`);
}

/** Interest on a balance for one period, to the cent. */
function periodInterestCents(balanceCents: number, annualRatePercent: number, k: number): number {
  return roundHalfUp((balanceCents * annualRatePercent) / (100 * k));
}

/**
 * The repayment each period, in cents: P = L·r(1+r)^n / ((1+r)^n − 1) with r = rate ÷ k and
 * n = years × k; L ÷ n at 0%; L·r when interest only. $200,000 at 6.5% over 30 years is
 * 126414 monthly and 58317 fortnightly.
 */
export function repaymentCents(input: RepaymentInput): number {
  check(input);
  const { principalCents: loan, annualRatePercent, years, frequency, interestOnly } = input;
  const k = PERIODS_PER_YEAR[frequency];
  if (interestOnly) return periodInterestCents(loan, annualRatePercent, k);
  const n = years * k;
  if (annualRatePercent === 0) return roundHalfUp(loan / n);
  const r = annualRatePercent / 100 / k;
  const growth = (1 + r) ** n;
  return roundHalfUp((loan * r * growth) / (growth - 1));
}

/**
 * The schedule year by year, in whole cents. Each period's interest is rounded to the cent and
 * the rest of the repayment reduces the balance; the final repayment is whatever clears the
 * balance, so it absorbs the rounding and the last year closes at exactly 0. For an interest-only
 * loan the balance never falls: every year closes at the full principal.
 */
export function amortisationByYear(input: RepaymentInput): AmortisationYear[] {
  const payment = repaymentCents(input);
  const { principalCents, annualRatePercent, years, frequency, interestOnly } = input;
  const k = PERIODS_PER_YEAR[frequency];
  const rows: AmortisationYear[] = [];
  let balance = principalCents;
  for (let year = 1; year <= years; year += 1) {
    let interestCents = 0;
    let principalPaid = 0;
    for (let period = 1; period <= k; period += 1) {
      const interest = periodInterestCents(balance, annualRatePercent, k);
      const isLast = year === years && period === k;
      const principal = interestOnly ? 0 : isLast ? balance : Math.min(Math.max(payment - interest, 0), balance);
      interestCents += interest;
      principalPaid += principal;
      balance -= principal;
    }
    rows.push({ year, interestCents, principalCents: principalPaid, closingBalanceCents: balance });
  }
  return rows;
}

/** All the interest paid over the term, in cents: the sum of the schedule's interest. */
export function totalInterestCents(input: RepaymentInput): number {
  return amortisationByYear(input).reduce((total, row) => total + row.interestCents, 0);
}
