import { createHash } from 'node:crypto';
import { BRAND } from '../../contract/rules/brand';
import { formatMoney } from '../../contract/rules/Money';
import { formatNzBankAccountNumber } from '../../contract/rules/NzBankAccountNumber';

/** A field of what a code approves: canonical values only (cents, normalised account numbers). */
export type BoundValue = string | number | boolean | null;

/**
 * What one safeguarded request asks the bank to do, for dynamic linking (PSD2 RTS art. 5,
 * ASVS 5.0 6.6): `fields` are the operation's material fields, hashed into the challenge;
 * `summary` is how the SMS names it ("pay $1,001.00 to 12-3140-***3925-00").
 */
export interface Binding { summary: string; fields: Record<string, BoundValue> }

/**
 * SHA-256 of the canonical form: the purpose, then the fields sorted by name, as JSON. The same
 * request always hashes the same, and any change of amount, destination or operation does not.
 */
export function requestHash(purpose: string, fields: Record<string, BoundValue>): string {
  const canonical = JSON.stringify([purpose, Object.keys(fields).sort().map((key) => [key, fields[key] ?? null])]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The account number's canonical form (dashes, customary widths) or the input trimmed when it does not parse. */
export function canonicalAccount(input: string): string {
  return formatNzBankAccountNumber(input) ?? input.trim();
}

/**
 * '12-3140-1573925-00' → '12-3140-***3925-00': bank and branch (who it goes to) and the last
 * digits (enough to check against the screen), not the whole number to harvest.
 */
export function maskAccount(input: string): string {
  const parts = canonicalAccount(input).split('-');
  if (parts.length !== 4) return `***${input.replace(/\D/g, '').slice(-4)}`;
  const [bank, branch, base = '', suffix] = parts;
  return `${bank}-${branch}-***${base.slice(-4)}-${suffix}`;
}

export const money = formatMoney;

/** A flat record of a checked request as bound fields (objects and undefined become null). */
export function fieldsOf(record: object): Record<string, BoundValue> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) =>
    [key, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : value === null || value === undefined ? null : JSON.stringify(value)]));
}

/** The text of an approval code: what it approves, then the warning (the customer reads the SMS, not our screen). */
export function approvalText(code: string, summary: string): string {
  return `${BRAND.product}: code ${code} to ${summary}. Never share this code.`;
}
