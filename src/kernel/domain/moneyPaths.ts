/**
 * Links into Pay and Transfer with a choice already made, for any area to use (a payee's Pay
 * button, an account's Pay and Transfer shortcuts). Only ids travel in the URL: they mean
 * nothing without the customer's session, and the pages check them against what they load.
 */

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
};

/** Pay, with a saved payee and/or the account to pay from chosen. */
export const payPath = (choice: { payeeId?: string; fromAccountId?: string } = {}) =>
  withQuery('/online/pay', { payee: choice.payeeId, from: choice.fromAccountId });

/** Transfer between own accounts, with the account to transfer from chosen. */
export const transferPath = (choice: { fromAccountId?: string } = {}) => withQuery('/online/transfer', { from: choice.fromAccountId });

/** The choices a Pay or Transfer link carried (`?payee=…&from=…`), as the page reads them back. */
export function moneyChoices(search: string): { payeeId: string | null; fromAccountId: string | null } {
  const params = new URLSearchParams(search);
  return { payeeId: params.get('payee'), fromAccountId: params.get('from') };
}

/** Where a payment's or transfer's receipt lives. */
export const receiptPath = (receiptId: string) => `/online/receipts/${encodeURIComponent(receiptId)}`;
