const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An Auckland calendar date 'YYYY-MM-DD' as people read it: '1 Dec 2026'. No time zone is involved. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export const PER_FREQUENCY: Record<string, string> = { weekly: 'a week', fortnightly: 'a fortnight', monthly: 'a month', yearly: 'a year' };
