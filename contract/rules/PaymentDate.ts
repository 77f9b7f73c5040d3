import { addDays, isIsoDate } from './AucklandDate';

/** How far ahead a payment may be scheduled, in days. */
export const LATEST_PAYMENT_DAYS = 365;

/**
 * The problem with a payment date, or null. `date` and `today` are Auckland dates
 * ('YYYY-MM-DD', today from aucklandToday(clock.now())): today pays now, a later date up to a
 * year ahead schedules the payment, an earlier one is refused.
 */
export function paymentDateProblem(date: string, today: string): string | null {
  if (!isIsoDate(date)) return 'Enter the date as a day, month and year';
  if (date < today) return "The payment date can't be in the past";
  if (date > addDays(today, LATEST_PAYMENT_DAYS)) return 'The payment date can be at most a year ahead';
  return null;
}

/** Whether a valid payment date means "schedule it" rather than "pay now". */
export function isFutureDate(date: string, today: string): boolean {
  return date > today;
}
