/** Accounts an online EFTPOS payment may come from: transaction and savings accounts, not loans, deposits or KiwiSaver. */
export const PAYING_PRODUCTS = ['everyday', 'bills', 'savings', 'online-saver'] as const;

export function mayPayFrom(product: string): boolean {
  return (PAYING_PRODUCTS as readonly string[]).includes(product);
}

/** Why the account cannot pay the amount now, or null when it can. */
export function paymentProblem(account: { product: string; available_cents: number }, amountCents: number): string | null {
  if (!mayPayFrom(account.product)) return 'Choose an everyday or savings account to pay from.';
  if (account.available_cents < amountCents) return "There isn't enough money in that account for this payment.";
  return null;
}
