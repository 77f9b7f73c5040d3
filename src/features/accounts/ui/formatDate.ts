const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** An Auckland calendar date 'YYYY-MM-DD' as '23 Nov' (the date is already Auckland's: no time zone applies). */
export function formatShortDate(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

/** 'Mon 23 Nov 2026'. */
export function formatLongDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'Mon 23 Nov' for a day of the chart's tooltip. */
export function formatDayDate(date: string): string {
  return formatLongDate(date).replace(/ \d{4}$/, '');
}
