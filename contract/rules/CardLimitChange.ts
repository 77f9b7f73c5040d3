/**
 * A credit card limit increase or decrease: the new limit within the card's bounds and on the
 * right side of the current one, and a reason. The form checks the bounds; the sandbox also
 * checks the side, as only it knows the current limit for sure.
 */
import { dollarAmountProblem } from './DollarAmount';
import { formatMoney } from './Money';
import { CARD_LIMIT, FINANCES_RULES, type AnswerRule } from './LendingApplication';

export const LIMIT_INCREASE_REASONS = ['Everyday spending', 'Travel', 'A large purchase', 'Emergencies', 'Other'] as const;
export const LIMIT_DECREASE_REASONS = ['To help me budget', 'I no longer need it', 'Other'] as const;

const newLimit: AnswerRule = (value) => dollarAmountProblem(value, {
  ...CARD_LIMIT, missing: 'Enter the new limit you would like', outOfRange: 'Enter a limit between $500 and $30,000',
});
const reason = (reasons: readonly string[]): AnswerRule => (value) => (reasons.includes(value) ? null : 'Choose a reason');

export const LIMIT_INCREASE_RULES = { newLimit, reason: reason(LIMIT_INCREASE_REASONS), ...FINANCES_RULES } satisfies Record<string, AnswerRule>;
export const LIMIT_DECREASE_RULES = { newLimit, reason: reason(LIMIT_DECREASE_REASONS) } satisfies Record<string, AnswerRule>;
/** A change either way (/change): the sandbox tells the direction from the current limit; finances judge an increase. */
export const LIMIT_CHANGE_REASONS = [...new Set([...LIMIT_INCREASE_REASONS, ...LIMIT_DECREASE_REASONS])];
export const LIMIT_CHANGE_RULES = { newLimit, reason: reason(LIMIT_CHANGE_REASONS), ...FINANCES_RULES } satisfies Record<string, AnswerRule>;

/** The problem with a new limit against the current one, or null. */
export function limitSideProblem(direction: 'increase' | 'decrease', newLimitCents: number, currentLimitCents: number): string | null {
  if (direction === 'increase' && newLimitCents <= currentLimitCents) {
    return `Choose a limit above your current limit of ${formatMoney(currentLimitCents)}`;
  }
  if (direction === 'decrease' && newLimitCents >= currentLimitCents) {
    return `Choose a limit below your current limit of ${formatMoney(currentLimitCents)}`;
  }
  return null;
}
