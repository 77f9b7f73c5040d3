import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../../contract/rules/NzBankAccountNumber';

// Kōwhai Bank's sandbox accounts live in bank 38, branch 9123 (a range that uses check
// algorithm A/B), so every seeded number passes the same validation customers' input does.
const BANK = '38';
const BRANCH = '9123';

/** Returns the first valid account number at or after `base`, and the base after it. */
export function nextValidAccountNumber(base: number, suffix = '00'): { number: string; next: number } {
  for (let candidate = base; ; candidate += 1) {
    const raw = `${BANK}-${BRANCH}-${String(candidate).padStart(7, '0')}-${suffix}`;
    if (isValidNzBankAccountNumber(raw)) return { number: formatNzBankAccountNumber(raw) ?? raw, next: candidate + 1 };
  }
}
