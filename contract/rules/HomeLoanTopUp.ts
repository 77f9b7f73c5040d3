/**
 * A home loan top-up: the loan to top up, the extra amount and its purpose, and the household's
 * finances for the serviceability check (the borrowing calculator's, yearly salary before tax).
 */
import { dollarAmountProblem } from './DollarAmount';
import type { AnswerRule } from './LendingApplication';

export const TOP_UP_AMOUNT = { min: 5_000_00, max: 500_000_00 } as const;
export const TOP_UP_PURPOSES = ['Renovations', 'A car', 'Debt consolidation', 'Investment', 'Other'] as const;

export const TOP_UP_RULES = {
  homeLoanAccount: (value) => (value.trim() === '' ? 'Choose the home loan to top up' : null),
  topUpAmount: (value) => dollarAmountProblem(value, {
    ...TOP_UP_AMOUNT, missing: 'Enter how much you would like to add', outOfRange: 'Enter an amount between $5,000 and $500,000',
  }),
  topUpPurpose: (value) => ((TOP_UP_PURPOSES as readonly string[]).includes(value) ? null : 'Choose what the top-up is for'),
  yearlySalary: (value) => dollarAmountProblem(value, {
    min: 1, max: 10_000_000_00, missing: 'Enter your household income before tax', outOfRange: 'Enter your household income before tax',
  }),
  monthlyExpenses: (value) => dollarAmountProblem(value, {
    min: 0, max: 1_000_000_00, missing: 'Enter your monthly living expenses', outOfRange: 'Enter your monthly living expenses',
  }),
  dependants: (value) => (/^\d{1,2}$/.test(value.trim()) ? null : 'Enter how many dependants you have (0 if none)'),
} satisfies Record<string, AnswerRule>;
