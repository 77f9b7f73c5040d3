const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An Auckland calendar date 'YYYY-MM-DD' as '30 November 2026' (already Auckland's: no time zone applies). */
export function formatPaymentDate(date: string): string {
  const [year, month = 1, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
