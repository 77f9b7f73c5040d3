import { irdNumberDigits, irdNumberProblem } from '../../contract/rules/IrdNumber';
import type { TaxDetailsDto } from '../../contract/tax';

/** Why tax details cannot be saved (the first problem, with its field), or null. */
export function taxDetailsProblem(details: TaxDetailsDto): { field: string; message: string } | null {
  if (details.irdNumber !== null) {
    const problem = irdNumberProblem(details.irdNumber);
    if (problem) return { field: 'irdNumber', message: problem };
  }
  const seen = new Set<string>();
  for (const [i, residency] of details.residencies.entries()) {
    if (residency.country === 'NZ') return { field: `residencies.${i}.country`, message: 'New Zealand tax residency is your IRD number' };
    if (seen.has(residency.country)) return { field: `residencies.${i}.country`, message: 'Each country once' };
    seen.add(residency.country);
    if (!/^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(residency.tin.trim())) {
      return { field: `residencies.${i}.tin`, message: 'A tax identification number has letters, numbers, spaces, dashes and slashes' };
    }
  }
  return null;
}

/** The IRD number as stored: digits only, without a leading zero of a 9-digit form. */
export function storedIrdNumber(input: string | null): string | null {
  const digits = input === null ? null : irdNumberDigits(input);
  return digits === null ? null : String(Number(digits)).padStart(8, '0');
}
