/**
 * Which of a customer's accounts may take part in which movement of money. One rule for the
 * forms (what the pickers offer, which empty state shows) and the sandbox (what it refuses).
 * Products are the sandbox's product codes (contract/accounts.ts AccountDto.product).
 */

/** Accounts money can be paid out of to someone else: transaction and savings accounts. */
const PAY_FROM = new Set(['everyday', 'bills', 'savings', 'online-saver']);

/** Accounts a transfer can take money out of: as paying, plus drawing on a credit card (a cash advance, see CashAdvance). */
const TRANSFER_FROM = new Set([...PAY_FROM, 'credit-card']);

/**
 * Accounts an ordinary transfer can put money into: as paying out, plus repaying a credit card
 * or a personal loan. A term deposit takes money only through its own top-up and its rules
 * (TermDepositTopUp); KiwiSaver takes contributions through payroll or IRD, or a voluntary
 * top-up through its own route (KiwiSaverChanges).
 */
const TRANSFER_TO = new Set([...PAY_FROM, 'credit-card', 'personal-loan']);

export function canPayFrom(product: string): boolean {
  return PAY_FROM.has(product);
}

export function canTransferFrom(product: string): boolean {
  return TRANSFER_FROM.has(product);
}

export function canTransferTo(product: string): boolean {
  return TRANSFER_TO.has(product);
}

export function isTermDeposit(product: string): boolean {
  return product === 'term-deposit';
}

/** The most one payment or transfer may move: $1,000,000.00 (the sandbox's own limit). */
export const MAX_MOVEMENT_CENTS = 100_000_000;
