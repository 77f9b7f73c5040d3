import { isIsoDate } from './AucklandDate';

/**
 * Dates as New Zealanders type and read them, day first: 'DD/MM/YYYY'. Every date field of the
 * app takes this (the design system's DateField), never the browser's date picker, whose order
 * follows the device's locale (mm/dd/yyyy on many phones).
 */

const TYPED = /^\s*(\d{1,2})\s*[/.\s-]\s*(\d{1,2})\s*[/.\s-]\s*(\d{4})\s*$/;

/** A date typed 'DD/MM/YYYY' (slashes, dashes, dots or spaces; one-digit day and month too) as 'YYYY-MM-DD'; null when it is not a real date. */
export function parseTypedDate(text: string): string | null {
  const match = TYPED.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' as it is typed back into a date field, 'DD/MM/YYYY'. */
export function formatTypedDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The words every date field shows when what was typed is not a real date. */
export const NOT_A_REAL_DATE = 'Enter a real date as DD/MM/YYYY';
