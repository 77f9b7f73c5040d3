/**
 * Who may apply for insurance: the spec asks for age 18 or over, judged on the Auckland date.
 */
import { ageOn } from './AucklandDate';

/** The youngest age at which a customer may apply for insurance. */
export const MINIMUM_INSURANCE_AGE = 18;

/** The spec's message for a customer under the minimum age, word for word. */
export const TOO_YOUNG_FOR_INSURANCE_MESSAGE =
  "Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.";

/**
 * Whether someone born on `birthDate` is at least 18 on `today` (both 'YYYY-MM-DD'; `today` is
 * the Auckland date, from `aucklandToday`). They are eligible from their 18th birthday itself.
 */
export function isOldEnoughForInsurance(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= MINIMUM_INSURANCE_AGE;
}
