/**
 * What people type into money and number fields: '$200,000', '200 000', '6.5%'. Returns the
 * number, or null when it is not one. Dollars become whole cents (rounded to the cent).
 */
export function parseNumberInput(text: string): number | null {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function dollarsToCents(text: string): number | null {
  const dollars = parseNumberInput(text);
  return dollars === null ? null : Math.round(dollars * 100);
}
