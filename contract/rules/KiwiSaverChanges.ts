/**
 * What a KiwiSaver member can change online: their fund, their contribution rate, and a voluntary
 * top-up. One set of rules and words for the sandbox (what it refuses) and the client (what the
 * forms offer and say). Money is integer cents; dates 'YYYY-MM-DD' in Auckland.
 */
import { addDays } from './AucklandDate';
import { isKiwiSaverContributionRate, KIWISAVER_CONTRIBUTION_RATES } from './KiwiSaver';
import { formatMoney } from './Money';

/** The rates the rate form offers: the ones a member may choose (contract/rules/KiwiSaver). */
export const OFFERED_CONTRIBUTION_RATES = KIWISAVER_CONTRIBUTION_RATES;

/** The products a voluntary top-up can come from: transaction and savings accounts (never a credit card or loan). */
const TOP_UP_FROM = new Set(['everyday', 'bills', 'savings', 'online-saver']);

export function canTopUpKiwiSaverFrom(product: string): boolean {
  return TOP_UP_FROM.has(product);
}

/**
 * The next business day after `today` (Monday to Friday; the sandbox keeps no public holidays):
 * a fund switch is made at that day's unit prices, so it is pending until then.
 */
export function nextBusinessDay(today: string): string {
  let day = addDays(today, 1);
  for (;;) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
    day = addDays(day, 1);
  }
}

export const KIWISAVER_WORDS = {
  sameFund: "You're already in this fund.",
  unknownFund: 'Choose one of our KiwiSaver funds.',
  switchPending: 'You already have a fund switch waiting. You can choose another fund once it has been made.',
  notEmployed: 'Your contribution rate is taken from your pay, so you can only change it while you are employed. '
    + 'You can still make a voluntary top-up at any time.',
  rateInvalid: `Choose a contribution rate: ${OFFERED_CONTRIBUTION_RATES.join('%, ')}%.`,
  topUpFromInvalid: 'Choose an everyday or savings account to top up from.',
  amountMissing: 'Enter an amount',
} as const;

/** The problem with a contribution rate, or null. */
export function contributionRateProblem(ratePercent: number, employed: boolean): string | null {
  if (!employed) return KIWISAVER_WORDS.notEmployed;
  return isKiwiSaverContributionRate(ratePercent) ? null : KIWISAVER_WORDS.rateInvalid;
}

/** A top-up over the account's available balance, in words with the figure. */
export function topUpOverAvailable(availableCents: number): string {
  return `That's more than the ${formatMoney(availableCents)} available in this account.`;
}
