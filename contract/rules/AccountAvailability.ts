/**
 * What of an account's money the customer can spend or withdraw now. A term deposit is locked
 * until it matures, KiwiSaver until 65 or a first home, and a loan's balance is money owed:
 * none of them has money "available", whatever their balance. Products are the sandbox's
 * product codes (contract/customer.ts AccountDto.product).
 */
const LOCKED = new Set(['term-deposit', 'kiwisaver', 'personal-loan', 'home-loan']);

/** Whether an account's page (and any list) may show an "Available" amount for it. */
export function hasAvailableBalance(product: string): boolean {
  return !LOCKED.has(product);
}

/** The available balance the API reports: the ledger's figure, or 0 for a product whose money is locked or owed. */
export function reportedAvailableCents(product: string, ledgerAvailableCents: number): number {
  return hasAvailableBalance(product) ? ledgerAvailableCents : 0;
}

/** Loans and cards are owed money: their balance reads as an amount owing. */
export function isOwedBalance(product: string): boolean {
  return product === 'personal-loan' || product === 'home-loan' || product === 'credit-card';
}
