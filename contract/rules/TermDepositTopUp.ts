import { canPayFrom } from './AccountUse';
import { formatMoney, type Cents } from './Money';

/**
 * Topping up a term deposit: its own page and its own rules, never an ordinary transfer. One
 * rule for the top-up form and for the sandbox, which refuses a transfer into a term deposit.
 */

/** The least a top-up may add: smaller sums belong in a savings account. */
export const TERM_DEPOSIT_TOP_UP_MIN_CENTS: Cents = 50_000;

/**
 * What a customer agrees to by topping up, shown before they confirm: the money earns the
 * deposit's rate and is held with the rest until it matures.
 */
export const TERM_DEPOSIT_TOP_UP_TERMS = 'The money you add earns your term deposit’s interest rate and stays in it until the term deposit matures.';

/** What the bank says when money is sent to a term deposit by an ordinary transfer. */
export const TOP_UP_ONLY_MESSAGE = 'A term deposit can only be topped up from its own page: choose Top up a term deposit.';

/**
 * Accounts a top-up can come from: a transaction or savings account, never a credit card (a
 * cash advance at its rate to earn a deposit's rate would cost the customer money).
 */
export function canTopUpTermDepositFrom(product: string): boolean {
  return canPayFrom(product);
}

/** What is wrong with a top-up of this amount, or null. */
export function termDepositTopUpProblem(amount: Cents): string | null {
  return amount < TERM_DEPOSIT_TOP_UP_MIN_CENTS ? `A top-up must be at least ${formatMoney(TERM_DEPOSIT_TOP_UP_MIN_CENTS)}` : null;
}
