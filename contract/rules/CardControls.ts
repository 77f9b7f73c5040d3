import { BRAND } from './brand';

/**
 * Card activation and card controls, in the words the sandbox refuses with and the client shows.
 * A new card is activated with what is printed on it: the last 4 digits of its number and its
 * expiry (MM/YY). The card list withholds both until then, so a stolen session alone cannot
 * activate a card that is still in the customer's letterbox.
 */
export const CARD_ACTIVATION_TRIES = 3;

export const CARD_LAST4_PATTERN = /^[0-9]{4}$/;
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/[0-9]{2}$/;

export const CARD_WORDS = {
  last4Invalid: 'Enter the last 4 digits of the card number, like 1234',
  expiryInvalid: 'Enter the expiry date as it is on the card, like 08/29',
  activationLocked: `For your security, this card can no longer be activated online. Call us on ${BRAND.phone} and we'll help you.`,
  alreadyActive: 'This card is already active.',
  cancelled: 'This card has been cancelled.',
  frozenControls: 'Unfreeze this card before you turn on online or overseas purchases.',
  inactiveControls: 'Activate this card before you turn on online or overseas purchases.',
} as const;

/** A wrong last 4 digits or expiry: what to check, and how many tries are left. */
export function activationMismatch(triesLeft: number): string {
  return "Those details don't match the card we sent you. Check the last 4 digits of the card number and the expiry date on the front of the card. "
    + `You have ${triesLeft} more ${triesLeft === 1 ? 'try' : 'tries'}.`;
}

/** The problem with what was typed to activate a card (before anything is sent), or null. */
export function activationInputProblem(last4: string, expires: string): { last4?: string; expires?: string } | null {
  const problems = {
    ...(CARD_LAST4_PATTERN.test(last4.trim()) ? {} : { last4: CARD_WORDS.last4Invalid }),
    ...(CARD_EXPIRY_PATTERN.test(expires.trim()) ? {} : { expires: CARD_WORDS.expiryInvalid }),
  };
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * Why online or overseas purchases cannot be turned on for this card, or null. Turning either off
 * is always allowed (it only makes the card safer), so only `turningOn` is checked.
 */
export function cardControlProblem(card: { status: 'active' | 'frozen' | 'cancelled'; activated: boolean }, turningOn: boolean): string | null {
  if (card.status === 'cancelled') return CARD_WORDS.cancelled;
  if (!turningOn) return null;
  if (!card.activated) return CARD_WORDS.inactiveControls;
  return card.status === 'frozen' ? CARD_WORDS.frozenControls : null;
}
