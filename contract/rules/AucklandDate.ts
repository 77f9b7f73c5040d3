/**
 * Calendar dates in Pacific/Auckland, the bank's time zone: "today", payment dates, cut-offs and
 * statement months are Auckland dates, never the server's or the browser's. Offsets come from the
 * IANA zone through Intl (NZST UTC+12, NZDT UTC+13 from 2:00 on the last Sunday of September to
 * 3:00 on the first Sunday of April), never from a fixed number.
 *
 * Dates are ISO strings 'YYYY-MM-DD'; instants are epoch milliseconds.
 */

/** The bank's time zone. */
export const AUCKLAND_TIME_ZONE = 'Pacific/Auckland';

const PARTS = new Intl.DateTimeFormat('en-NZ', {
  timeZone: AUCKLAND_TIME_ZONE, hourCycle: 'h23',
  year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The Auckland wall-clock reading at an instant. */
function wallClock(ms: number): WallClock {
  const reading: Record<string, number> = {};
  for (const part of PARTS.formatToParts(ms)) reading[part.type] = Number(part.value);
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = reading;
  return { year, month, day, hour: hour % 24, minute, second };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Reads 'YYYY-MM-DD' into its numbers; throws a RangeError for anything else, or a date that does not exist. */
function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got '${date}'`);
  }
  return { year, month, day };
}

/** Whether a string is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** The Auckland calendar date at an instant, 'YYYY-MM-DD'. */
export function aucklandDateOf(ms: number): string {
  const { year, month, day } = wallClock(ms);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date in Auckland, given the current instant (from the Clock port). */
export function aucklandToday(nowMs: number): string {
  return aucklandDateOf(nowMs);
}

/** The calendar date `days` days after (or, when negative, before) a date. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseIsoDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** How far Auckland's clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(ms: number): number {
  const c = wallClock(ms);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC instant at which a date begins in Auckland (local midnight). Auckland's clock changes
 * happen at 2:00 and 3:00, so midnight always exists exactly once; the offset is read for the
 * guessed instant and read again, which settles on the right side of a change.
 */
export function startOfAucklandDayUtcMs(date: string): number {
  const { year, month, day } = parseIsoDate(date);
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetMs(wall);
  instant = wall - offsetMs(instant);
  return instant;
}

/** Whole years from `birthDate` to `onDate` (both 'YYYY-MM-DD'); someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(birthDate: string, onDate: string): number {
  const born = parseIsoDate(birthDate);
  const on = parseIsoDate(onDate);
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

/** An instant as Auckland people read it: '23 Nov 2026, 9:05 am'. */
export function formatAucklandDateTime(ms: number): string {
  const { year, month, day, hour, minute } = wallClock(ms);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${day} ${MONTHS[month - 1]} ${year}, ${hour12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * The instant an Auckland wall-clock time names ('YYYY-MM-DD', 'HH:MM'). Twice a year that is
 * not one instant: in the hour repeated when daylight saving ends (first Sunday of April, 2:00 to
 * 3:00 happens twice) the earlier one is meant; a time in the hour skipped when it starts (last
 * Sunday of September, 2:00 jumps to 3:00) is read as the same distance past the jump (2:30 is
 * 3:30 daylight time), as people and Temporal's "compatible" rule read it.
 */
export function aucklandInstantOf(date: string, time: string): number {
  const { year, month, day } = parseIsoDate(date);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Expected a time as HH:MM, got '${time}'`);
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  const before = offsetMs(wall - DAY_MS);
  const after = offsetMs(wall + DAY_MS);
  const readsAs = (instant: number) => wall === instant + offsetMs(instant);
  const candidates = [wall - Math.max(before, after), wall - Math.min(before, after)].filter(readsAs);
  return candidates[0] ?? wall - before;
}

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * How a calendar date is written for people, one style per purpose (docs/content-style.md):
 * - 'medium' '23 Nov 2026': lists, facts and history (the default);
 * - 'long' '23 November 2026': a payment's date on its review and receipt, read aloud and shared;
 * - 'short' '23 Nov': chart axes, where the year is the chart's;
 * - 'weekday' 'Mon 23 Nov 2026': days something happens on (a payment's next run, a transaction day);
 * - 'weekday-short' 'Mon 23 Nov': a chart's tooltip.
 */
export type DateStyle = 'medium' | 'long' | 'short' | 'weekday' | 'weekday-short';

/** A calendar month 'YYYY-MM' as people write it: 'November 2026' (a statement's month). */
export function formatCalendarMonth(month: string): string {
  const { year, month: number } = parseIsoDate(`${month}-01`);
  return `${LONG_MONTHS[number - 1]} ${year}`;
}

/**
 * An Auckland calendar date 'YYYY-MM-DD' (or an ISO instant, read as its Auckland date) in one
 * of the styles above. A calendar date is a day, not an instant: no time zone moves it.
 */
export function formatCalendarDate(value: string, style: DateStyle = 'medium'): string {
  const date = ISO_DATE.test(value) ? value : aucklandDateOf(Date.parse(value));
  const { year, month, day } = parseIsoDate(date);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  switch (style) {
    case 'long': return `${day} ${LONG_MONTHS[month - 1]} ${year}`;
    case 'short': return `${day} ${MONTHS[month - 1]}`;
    case 'weekday': return `${weekday} ${day} ${MONTHS[month - 1]} ${year}`;
    case 'weekday-short': return `${weekday} ${day} ${MONTHS[month - 1]}`;
    default: return `${day} ${MONTHS[month - 1]} ${year}`;
  }
}
