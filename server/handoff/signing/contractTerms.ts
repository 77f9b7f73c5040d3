import { parseDollarsToCents } from '../../../contract/rules/DollarAmount';
import { LOAN_TERMS_MONTHS } from '../../../contract/rules/LendingApplication';
import { LENDING_POLICY, monthlyRepaymentCents } from '../../apply';

/** What a personal loan's contract says it costs: money is integer cents. */
export interface ContractTerms {
  amountCents: number;
  termMonths: number;
  /** The fixed annual rate in basis points (1395 is 13.95% p.a.). */
  rateBps: number;
  repaymentCents: number;
  totalRepaidCents: number;
  totalInterestCents: number;
}

/**
 * The terms of an approved personal loan, from the answers it was approved on (the amount and the
 * months to repay over) and the sandbox's one fixed rate; null when the answers name no loan
 * (an application made before the form asked for them).
 */
export function contractTermsOf(answers: Record<string, string>): ContractTerms | null {
  const amountCents = parseDollarsToCents(answers.loanAmount ?? '');
  const termMonths = Number(answers.loanTerm);
  if (amountCents === null || amountCents <= 0 || !(LOAN_TERMS_MONTHS as readonly number[]).includes(termMonths)) return null;
  const repaymentCents = monthlyRepaymentCents(amountCents, LENDING_POLICY.personalLoanRatePerYear, termMonths);
  const totalRepaidCents = repaymentCents * termMonths;
  return {
    amountCents, termMonths, rateBps: Math.round(LENDING_POLICY.personalLoanRatePerYear * 10_000),
    repaymentCents, totalRepaidCents, totalInterestCents: totalRepaidCents - amountCents,
  };
}

/** 1395 → '13.95% p.a. fixed'. */
export const formatRate = (rateBps: number): string => `${(rateBps / 100).toFixed(2)}% p.a. fixed`;
