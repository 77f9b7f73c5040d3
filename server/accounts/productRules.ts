import { addDays } from '../../contract/rules/AucklandDate';

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from one Auckland date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The same day `months` months on (or back); a day the month lacks becomes its last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return addDays(first.toISOString().slice(0, 10), Math.min(day, lastDay) - 1);
}

/**
 * A credit card's minimum payment for a statement: 3% of what is owed, rounded up to the cent,
 * and at least $10 — or all of it when less than $10 is owed; nothing when nothing is owed.
 */
export function minimumPaymentCents(closingBalanceCents: number): number {
  const owed = Math.max(0, -closingBalanceCents);
  return Math.min(owed, Math.max(1_000, Math.ceil((owed * 3) / 100)));
}

/** Simple interest a term deposit earns from start to maturity (days / 365), before tax, to the nearest cent. */
export function interestAtMaturityCents(principalCents: number, rateBps: number, startDate: string, maturityDate: string): number {
  const days = Math.max(0, daysBetween(startDate, maturityDate));
  return Math.round((Math.max(0, principalCents) * rateBps * days) / (10_000 * 365));
}

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

/** The first repayment date on or after `today`, stepping from a date a repayment fell (or falls) on. */
export function nextRepaymentOn(anchor: string, frequency: RepaymentFrequency, today: string): string {
  if (anchor >= today) return anchor;
  if (frequency === 'monthly') {
    let months = Math.max(0, (Number(today.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 + Number(today.slice(5, 7)) - Number(anchor.slice(5, 7)) - 1);
    while (addMonths(anchor, months) < today) months += 1;
    return addMonths(anchor, months);
  }
  const step = frequency === 'weekly' ? 7 : 14;
  return addDays(anchor, Math.ceil(daysBetween(anchor, today) / step) * step);
}
