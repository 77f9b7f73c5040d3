/** Who the customer says they are when resetting their password. */
export interface ResetIdentity {
  customerNumber: string;
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth: string;
}

/** The texted code and the new password, for the reset the start answered with. */
export interface ResetCompletion {
  resetId: string;
  customerNumber: string;
  code: string;
  newPassword: string;
}

/**
 * A date of birth as people write it in New Zealand (day first: 17/01/1960, 17-1-1960,
 * 17 1 1960) to an ISO date, or null when it is no real calendar date.
 */
export function parseDateOfBirth(text: string): string | null {
  const match = /^(\d{1,2})[/\-. ](\d{1,2})[/\-. ](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
