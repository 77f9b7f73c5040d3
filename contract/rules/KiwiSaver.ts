/**
 * KiwiSaver rules (nz-banking-rules.md). Money is integer cents.
 */
import { ageOn } from './AucklandDate';

/** The contribution rates a member may choose, in percent of pay. */
export const KIWISAVER_CONTRIBUTION_RATES = [3, 3.5, 4, 6, 8, 10] as const;

/** One of the rates a member may choose. */
export type KiwiSaverContributionRate = (typeof KIWISAVER_CONTRIBUTION_RATES)[number];

/** The default employee rate from 1 April 2026. */
export const DEFAULT_KIWISAVER_CONTRIBUTION_RATE: KiwiSaverContributionRate = 3.5;

/** The most the government contributes in a KiwiSaver year ($260.72). */
export const MAX_GOVERNMENT_CONTRIBUTION_CENTS = 26_072;

/** Years of membership needed before a first-home withdrawal. */
export const FIRST_HOME_MINIMUM_MEMBERSHIP_YEARS = 3;

/** What must stay in the account after a first-home withdrawal ($1,000). */
export const FIRST_HOME_RETAINED_CENTS = 100_000;

function assertWholeCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole cents, 0 or more; got ${value}`);
}

/** Whether a number is one of the contribution rates a member may choose. */
export function isKiwiSaverContributionRate(rate: number): rate is KiwiSaverContributionRate {
  return (KIWISAVER_CONTRIBUTION_RATES as readonly number[]).includes(rate);
}

/**
 * The government contribution for a year's member contributions: 25c per $1, capped at $260.72.
 * Computed on whole cents and rounded down, so it is never more than a quarter of what was paid in.
 */
export function governmentContributionCents(memberContributionCents: number): number {
  assertWholeCents(memberContributionCents, 'Member contributions');
  return Math.min(Math.floor(memberContributionCents / 4), MAX_GOVERNMENT_CONTRIBUTION_CENTS);
}

/** Whether a member who joined on `joinedDate` has 3 whole years of membership on `today` (Auckland dates). */
export function isEligibleForFirstHomeWithdrawal(joinedDate: string, today: string): boolean {
  return ageOn(joinedDate, today) >= FIRST_HOME_MINIMUM_MEMBERSHIP_YEARS;
}

/**
 * The most a member can withdraw towards a first home: everything but $1,000, once they have been
 * a member for 3 years; otherwise 0. Never negative. (A simplification: the scheme's own rules on
 * which contributions count belong to the provider.)
 */
export function firstHomeWithdrawalCents(balanceCents: number, joinedDate: string, today: string): number {
  assertWholeCents(balanceCents, 'The balance');
  if (!isEligibleForFirstHomeWithdrawal(joinedDate, today)) return 0;
  return Math.max(0, balanceCents - FIRST_HOME_RETAINED_CENTS);
}
