import { isIsoDate } from '../../../../contract/rules/AucklandDate';

/** 'DD/MM/YYYY' (or with dashes, dots or spaces) as 'YYYY-MM-DD'; null when it is not a real date. */
export function parseNzDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.\s-](\d{1,2})[/.\s-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}
