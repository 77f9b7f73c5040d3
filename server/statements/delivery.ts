import type { LetterDelivery } from '../../contract/statements';

/**
 * How letters actually go (the spec names the flags; this is the sandbox's reading):
 * - PostedLettersToggle on: the customer may choose posted or digital; off: the choice is not
 *   offered and cannot be changed, and letters go digitally.
 * - Digital letters are announced by email, so a customer without an email address gets them
 *   posted, unless DigitalLetterBypass is on, which keeps them digital (waiting in internet
 *   banking) without the email.
 */
export function effectiveDelivery(input: {
  preference: LetterDelivery; hasEmail: boolean; postedLettersToggle: boolean; digitalLetterBypass: boolean;
}): LetterDelivery {
  if (input.postedLettersToggle && input.preference === 'posted') return 'posted';
  return input.hasEmail || input.digitalLetterBypass ? 'digital' : 'posted';
}
