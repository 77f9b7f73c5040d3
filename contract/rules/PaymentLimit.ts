import { formatMoney } from './Money';

/**
 * The daily limit for payments to other people's accounts (not the customer's own): a default,
 * a lower one for a saved payee's first 24 hours, lowered by the customer at once and raised
 * only after a step-up and a 24-hour wait. The server checks it inside the payment's database
 * transaction (server/scam/paymentLimits.ts); the pay form shows what is left today.
 */
export const DEFAULT_DAILY_LIMIT_CENTS = 1_000_000;
/** A saved payee's first 24 hours: at most this much to it in all. */
export const NEW_PAYEE_LIMIT_CENTS = 200_000;
export const NEW_PAYEE_LIMIT_HOURS = 24;
/** A raise waits this long on the sandbox clock. */
export const LIMIT_RAISE_WAIT_HOURS = 24;
/** The highest daily limit a customer can ask for online. */
export const MAX_DAILY_LIMIT_CENTS = 5_000_000;

export interface LimitUse {
  limitCents: number;
  /** Payments to others already made (or held) today. */
  usedTodayCents: number;
}

export const leftToday = ({ limitCents, usedTodayCents }: LimitUse): number => Math.max(0, limitCents - usedTodayCents);

/** The words refusing a payment over the limit, or null when it fits. */
export function dailyLimitProblem(use: LimitUse, amountCents: number): string | null {
  if (amountCents <= leftToday(use)) return null;
  return `This payment is over your daily limit for payments to others (${formatMoney(use.limitCents)}). `
    + `You have ${formatMoney(leftToday(use))} left today.`;
}

/** The words refusing a payment over a new payee's first-24-hours limit, or null. */
export function newPayeeLimitProblem(paidToPayeeCents: number, amountCents: number): string | null {
  if (paidToPayeeCents + amountCents <= NEW_PAYEE_LIMIT_CENTS) return null;
  return `You can pay a payee at most ${formatMoney(NEW_PAYEE_LIMIT_CENTS)} in the first ${NEW_PAYEE_LIMIT_HOURS} hours after adding them. `
    + `You have ${formatMoney(Math.max(0, NEW_PAYEE_LIMIT_CENTS - paidToPayeeCents))} left for this payee.`;
}

/** Why a new daily limit cannot be asked for, or null. */
export function dailyLimitChangeProblem(cents: number): string | null {
  if (!Number.isInteger(cents) || cents < 0) return 'Enter a daily limit of $0.00 or more.';
  if (cents > MAX_DAILY_LIMIT_CENTS) return `The highest daily limit you can set online is ${formatMoney(MAX_DAILY_LIMIT_CENTS)}. Call us for more.`;
  return null;
}
