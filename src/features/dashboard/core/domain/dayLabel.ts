import { addDays } from '../../../../../contract/rules/AucklandDate';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An Auckland date as a person says it, next to `today` (also an Auckland date): 'Today',
 * 'Tomorrow', 'Yesterday', else 'Fri 28 Nov' (the year only when it is not today's year).
 */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  if (date === addDays(today, -1)) return 'Yesterday';
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return `${weekday} ${day} ${MONTHS[month - 1]}${sameYear ? '' : ` ${year}`}`;
}

/** 'November 2026' for '2026-11'. */
export function monthName(month: string): string {
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${names[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
