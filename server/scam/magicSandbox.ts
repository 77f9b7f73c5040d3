import type { RiskOutcome } from './riskRules';

/**
 * Magic sandbox accounts and payee names (as Teller's and Plaid's sandboxes have): a payment to
 * one of these gets the named outcome from the risk engine on demand, so every path (warn, hold,
 * decline) can be shown and tested without arranging the facts. Listed in the README.
 */
export const MAGIC_ACCOUNTS: Readonly<Record<string, Exclude<RiskOutcome, 'allow'>>> = {
  '12-3456-9999897-00': 'warn',
  '12-3456-9999889-00': 'hold',
  '12-3456-9999870-00': 'decline',
};

/** Seeded on the shared list of reported scam accounts (its payments are declined as reported). */
export const SEEDED_SCAM_ACCOUNT = '12-3456-9999862-00';

export const MAGIC_NAMES: Readonly<Record<string, Exclude<RiskOutcome, 'allow'>>> = {
  'risk warn': 'warn',
  'risk hold': 'hold',
  'risk decline': 'decline',
};

/** The outcome a magic account number (with dashes) or payee name asks for, or null. */
export function sandboxOutcomeFor(accountNumber: string, name: string): Exclude<RiskOutcome, 'allow'> | null {
  return MAGIC_ACCOUNTS[accountNumber] ?? MAGIC_NAMES[name.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
