/** A premium's frequency as the end of "$42.10 a month". */
export const PER_FREQUENCY: Record<string, string> = { weekly: 'a week', fortnightly: 'a fortnight', monthly: 'a month', yearly: 'a year' };
