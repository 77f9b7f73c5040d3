/**
 * A New Zealand bank account number, BB-bbbb-AAAAAAA-SSS, validated with Inland Revenue's
 * check-digit rules (see shared/design/nz-banking-rules.md). Used by forms and by the sandbox.
 */
type Algorithm = 'A' | 'B' | 'D' | 'E' | 'F' | 'G' | 'X';

const WEIGHTS: Record<Exclude<Algorithm, 'X'>, { weights: number[]; modulus: number }> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11 },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10 },
};

type Range = [number, number];
const AB = 'AB' as const;
const BANKS: Record<string, { algorithm: Algorithm | typeof AB; branches: Range[] }> = {
  '01': { algorithm: AB, branches: [[1, 999], [1100, 1199], [1800, 1899]] },
  '02': { algorithm: AB, branches: [[1, 999], [1200, 1299]] },
  '03': { algorithm: AB, branches: [[1, 999], [1300, 1399], [1500, 1599], [1700, 1799], [1900, 1999]] },
  '04': { algorithm: AB, branches: [[2020, 2024]] },
  '06': { algorithm: AB, branches: [[1, 999], [1400, 1499]] },
  '08': { algorithm: 'D', branches: [[6500, 6599]] },
  '09': { algorithm: 'E', branches: [[0, 0]] },
  '10': { algorithm: AB, branches: [[5165, 5169]] },
  '11': { algorithm: AB, branches: [[5000, 6499], [6600, 8999]] },
  '12': { algorithm: AB, branches: [[3000, 3299], [3400, 3499], [3600, 3699]] },
  '13': { algorithm: AB, branches: [[4900, 4999]] },
  '14': { algorithm: AB, branches: [[4700, 4799]] },
  '15': { algorithm: AB, branches: [[3900, 3999]] },
  '16': { algorithm: AB, branches: [[4400, 4499]] },
  '17': { algorithm: AB, branches: [[3300, 3399]] },
  '18': { algorithm: AB, branches: [[3500, 3599]] },
  '19': { algorithm: AB, branches: [[4600, 4649]] },
  '20': { algorithm: AB, branches: [[4100, 4199]] },
  '21': { algorithm: AB, branches: [[4800, 4899]] },
  '22': { algorithm: AB, branches: [[4000, 4049]] },
  '23': { algorithm: AB, branches: [[3700, 3799]] },
  '24': { algorithm: AB, branches: [[4300, 4349]] },
  '25': { algorithm: 'F', branches: [[2500, 2599]] },
  '26': { algorithm: 'G', branches: [[2600, 2699]] },
  '27': { algorithm: AB, branches: [[3800, 3849]] },
  '28': { algorithm: 'G', branches: [[2100, 2149]] },
  '29': { algorithm: 'G', branches: [[2150, 2299]] },
  '30': { algorithm: AB, branches: [[2900, 2949]] },
  '31': { algorithm: 'X', branches: [[2800, 2849]] },
  '33': { algorithm: 'F', branches: [[6700, 6799]] },
  '35': { algorithm: AB, branches: [[2400, 2499]] },
  '38': { algorithm: AB, branches: [[9000, 9499]] },
  '88': { algorithm: AB, branches: [[8800, 8805]] },
};

/** How many digits the base and suffix may take, for each total length, in the order customers most often mean them. */
const SPLITS: Record<number, Array<[base: number, suffix: number]>> = {
  15: [[7, 2]],
  16: [[7, 3], [8, 2]],
  17: [[7, 4], [8, 3]],
  18: [[8, 4]],
};

/** Adds a number's digits, repeatedly, until one digit is left (algorithms E and G). */
function digitRoot(n: number): number {
  let value = n;
  while (value > 9) value = String(value).split('').reduce((sum, d) => sum + Number(d), 0);
  return value;
}

export interface NzBankAccountParts { bank: string; branch: string; base: string; suffix: string }

/** The parts as the customer grouped them (dashes or spaces between four groups), or null. */
function asGrouped(text: string): NzBankAccountParts | null {
  const groups = text.split(/\s*-\s*|\s+/);
  if (groups.length !== 4) return null;
  const [bank = '', branch = '', base = '', suffix = ''] = groups;
  const fits = /^\d{2}$/.test(bank) && /^\d{4}$/.test(branch) && /^\d{7,8}$/.test(base) && /^\d{2,4}$/.test(suffix);
  return fits ? { bank, branch, base, suffix } : null;
}

/**
 * Reads an account number however it was typed: with dashes or spaces between its four parts,
 * or as 15 to 18 digits in a row (spaces anywhere, as when copied from a card-style grouping).
 * A row of 16 or 17 digits can be split two ways (a 7-digit base with a 3-digit suffix, or an
 * 8-digit base with a 2-digit one): the split whose check digits hold is the one meant.
 */
export function parseNzBankAccountNumber(input: string): NzBankAccountParts | null {
  const text = input.trim();
  const grouped = asGrouped(text);
  if (grouped) return grouped;
  if (!/^[\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/[\s-]/g, '');
  const candidates = (SPLITS[digits.length] ?? []).map(([base, suffix]) => ({
    bank: digits.slice(0, 2), branch: digits.slice(2, 6), base: digits.slice(6, 6 + base), suffix: digits.slice(6 + base, 6 + base + suffix),
  }));
  return candidates.find(checkDigitsHold) ?? candidates[0] ?? null;
}

export function isValidNzBankAccountNumber(input: string): boolean {
  const parts = parseNzBankAccountNumber(input);
  return parts !== null && checkDigitsHold(parts);
}

/** Inland Revenue's check: the branch is one of the bank's, and the weighted digits divide by the modulus. */
function checkDigitsHold(parts: NzBankAccountParts): boolean {
  const bank = BANKS[parts.bank];
  const branch = Number(parts.branch);
  if (!bank || !bank.branches.some(([lo, hi]) => branch >= lo && branch <= hi)) return false;
  const base = parts.base.padStart(8, '0');
  const algorithm = bank.algorithm === AB ? (Number(base) < 990000 ? 'A' : 'B') : bank.algorithm;
  if (algorithm === 'X') return true;
  const digits = (parts.bank + parts.branch + base + parts.suffix.padStart(4, '0')).split('').map(Number);
  const { weights, modulus } = WEIGHTS[algorithm];
  const reduce = algorithm === 'E' || algorithm === 'G' ? digitRoot : (n: number) => n;
  const sum = digits.reduce((total, digit, i) => total + reduce(digit * (weights[i] ?? 0)), 0);
  return sum % modulus === 0;
}

/** Displays with dashes: 7-digit base and 2- or 3-digit suffix as customers know them. */
export function formatNzBankAccountNumber(input: string): string | null {
  const parts = parseNzBankAccountNumber(input);
  if (!parts) return null;
  const base = parts.base.length === 8 && parts.base.startsWith('0') ? parts.base.slice(1) : parts.base;
  const suffix = parts.suffix.length === 4 && parts.suffix.startsWith('0') ? parts.suffix.slice(1) : parts.suffix;
  return `${parts.bank}-${parts.branch}-${base}-${suffix}`;
}

/** The example every account-number hint and message gives. */
export const NZ_BANK_ACCOUNT_EXAMPLE = '12-3456-0123456-00';

/** The hint of every account-number field (pay someone new, add a payee, automatic payments). */
export const NZ_BANK_ACCOUNT_HINT = `Bank, branch, account and suffix, for example ${NZ_BANK_ACCOUNT_EXAMPLE}`;

/**
 * What is wrong with an account number as typed, or null: the words every form and the bank's
 * server use, so the customer reads the same sentence wherever they type one.
 */
export function nzBankAccountNumberProblem(input: string): string | null {
  if (input.trim() === '') return NZ_BANK_ACCOUNT_MESSAGES.missing;
  return isValidNzBankAccountNumber(input) ? null : NZ_BANK_ACCOUNT_MESSAGES.invalid;
}

/** The two things said of an account number: none was typed, or what was typed is not one. */
export const NZ_BANK_ACCOUNT_MESSAGES = {
  missing: 'Enter the account number',
  invalid: `Enter a valid NZ bank account number, for example ${NZ_BANK_ACCOUNT_EXAMPLE}`,
} as const;
