/**
 * An arranged overdraft on an everyday account: which account, the limit wanted (0 removes
 * it), and why. The same rules for the form and the sandbox.
 */
import { dollarAmountProblem } from './DollarAmount';
import { FINANCES_RULES, type AnswerRule } from './LendingApplication';

/** An arranged overdraft, $0 (none) to $5,000. */
export const OVERDRAFT_LIMIT = { min: 0, max: 5_000_00 } as const;
export const OVERDRAFT_REASONS = ['A buffer for bills', 'Irregular income', 'Emergencies', 'Other'] as const;
/** Approvals above this go to a person even when automated approval is on. */
export const OVERDRAFT_REFER_ABOVE_CENTS = 2_000_00;

export const OVERDRAFT_RULES = {
  overdraftAccount: (value) => (value.trim() === '' ? 'Choose the account for the overdraft' : null),
  overdraftLimit: (value) => dollarAmountProblem(value, {
    ...OVERDRAFT_LIMIT, missing: 'Enter the overdraft limit you would like', outOfRange: 'Enter a limit between $0 and $5,000',
  }),
  overdraftReason: (value) => ((OVERDRAFT_REASONS as readonly string[]).includes(value) ? null : 'Choose a reason'),
  ...FINANCES_RULES,
} satisfies Record<string, AnswerRule>;
