import { CREDIT_SCORE_TOO_LOW } from '../../contract/apply';

/** The sandbox's lending policy: a bureau score floor, then affordability from the applicant's own figures. */
export const LENDING_POLICY = {
  minimumCreditScore: 600,
  /** Personal loans are priced at one fixed rate in the sandbox. */
  personalLoanRatePerYear: 0.1395,
  /** A card limit is serviced as if 3% of it were paid each month. */
  cardServicingShare: 0.03,
  /** Repayments above this share of what is left after expenses go to a person. */
  referAboveShareOfSurplus: 0.5,
  referLoanAboveCents: 30_000_00,
  referCardLimitAboveCents: 15_000_00,
} as const;

export interface LendingFigures {
  creditScore: number;
  monthlyIncomeCents: number;
  monthlyExpensesCents: number;
  /** The new loan's repayment, or the card limit's servicing amount, per month. */
  monthlyCommitmentCents: number;
  /** The loan amount or the card limit. */
  amountCents: number;
  referAboveCents: number;
}

export interface Decision { status: 'approved' | 'referred' | 'declined'; reasonCode: number | null }

/** Monthly repayment of an amortised loan, rounded up to the cent. */
export function monthlyRepaymentCents(principalCents: number, ratePerYear: number, months: number): number {
  const r = ratePerYear / 12;
  const growth = (1 + r) ** months;
  return Math.ceil((principalCents * r * growth) / (growth - 1));
}

/**
 * Declined below the score floor (10020) or when the commitment cannot be met at all;
 * referred when it takes more than half of what is left after expenses, or the amount is
 * large; approved otherwise.
 */
export function decideLending(figures: LendingFigures): Decision {
  if (figures.creditScore < LENDING_POLICY.minimumCreditScore) return { status: 'declined', reasonCode: CREDIT_SCORE_TOO_LOW };
  const surplus = figures.monthlyIncomeCents - figures.monthlyExpensesCents;
  if (surplus <= 0 || figures.monthlyCommitmentCents > surplus) return { status: 'declined', reasonCode: null };
  const stretched = figures.monthlyCommitmentCents > surplus * LENDING_POLICY.referAboveShareOfSurplus;
  if (stretched || figures.amountCents > figures.referAboveCents) return { status: 'referred', reasonCode: null };
  return { status: 'approved', reasonCode: null };
}
