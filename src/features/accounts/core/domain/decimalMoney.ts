/** Cents as a plain decimal for a file, '-12.34' (no symbol, no grouping), by integer arithmetic: no float ever holds the money. */
export function centsToDecimal(cents: number): string {
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}
