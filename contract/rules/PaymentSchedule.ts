import { addDays } from './AucklandDate';

/**
 * When a repeating (automatic) payment runs next. Dates are Auckland calendar dates
 * 'YYYY-MM-DD', so a daylight-saving change never moves a payment to another day.
 * A monthly payment keeps its day of the month (`anchorDay`, the day it was set up for):
 * one set for the 31st runs on the 30th in April, the 28th or 29th in February, and on the
 * 31st again in May, rather than drifting earlier for good.
 */
export type Frequency = 'weekly' | 'fortnightly' | 'monthly';

export const FREQUENCIES: readonly Frequency[] = ['weekly', 'fortnightly', 'monthly'];

export const FREQUENCY_LABELS: Record<Frequency, string> = { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The payment date one period after `date`. */
export function nextPaymentDate(date: string, frequency: Frequency, anchorDay = Number(date.slice(8, 10))): string {
  if (frequency === 'weekly') return addDays(date, 7);
  if (frequency === 'fortnightly') return addDays(date, 14);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const day = Math.min(anchorDay, daysInMonth(nextYear, nextMonth));
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
