import { aucklandDateOf, startOfAucklandDayUtcMs } from '../../../../../contract/rules/AucklandDate';

/** A day's opening hours, Auckland wall-clock 'HH:MM'; day 0 is Sunday. */
export interface OpeningHours { day: number; opens: string; closes: string }

export interface Branch {
  id: string;
  name: string;
  streetAddress: string;
  suburb: string;
  town: string;
  phone: string;
  hours: OpeningHours[];
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The Auckland weekday and minutes since Auckland midnight at an instant. */
export function aucklandDayAndMinute(nowMs: number): { day: number; minute: number } {
  const date = aucklandDateOf(nowMs);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  // Minutes since midnight as elapsed time; on a daylight-saving change day this is an hour off
  // only between 2 am and 3 am, when every branch is closed.
  return { day: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), minute: Math.floor((nowMs - startOfAucklandDayUtcMs(date)) / 60_000) };
}

/** Whether a branch is open at an instant, judged on the Auckland clock. */
export function isOpenAt(branch: Branch, nowMs: number): boolean {
  const { day, minute } = aucklandDayAndMinute(nowMs);
  return branch.hours.some((h) => h.day === day && minute >= minutesOf(h.opens) && minute < minutesOf(h.closes));
}

/** '9:00 am', '4:30 pm'. */
export function formatTime(hhmm: string): string {
  const total = minutesOf(hhmm);
  const hour = Math.floor(total / 60);
  const minute = total % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** Whether a branch matches what someone typed: its name, suburb or town, ignoring case and macrons. */
export function matchesPlace(branch: Branch, query: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  return wanted === '' || [branch.name, branch.suburb, branch.town].some((field) => fold(field).includes(wanted));
}
