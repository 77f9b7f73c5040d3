import type { Queryable } from '../platform/db/Database';
import { nextValidAccountNumber } from '../platform/seed/accountNumbers';

/**
 * The accounts an approved application opens: the product stored and the name the dashboard
 * shows. A personal loan's account opens when its contract is signed (server/handoff/signing).
 */
export const OPENED_ACCOUNTS = {
  'everyday-account': { product: 'everyday', name: 'Everyday' },
  'savings-account': { product: 'savings', name: 'Savings' },
  kiwisaver: { product: 'kiwisaver', name: 'KiwiSaver Balanced Fund' },
  'personal-loan': { product: 'personal-loan', name: 'Personal Loan' },
} as const;

/**
 * Opens an empty account for the customer, at the end of their list, with the next valid
 * account number of the sandbox's branch (38-9123). Runs inside the deciding transaction. Returns the account number (its id is `<customer>-<number>`).
 */
export async function openAccount(tx: Queryable, customerNumber: string, kind: keyof typeof OPENED_ACCOUNTS, name?: string): Promise<string> {
  const { rows } = await tx.query<{ last_base: number | null; next_order: number }>(
    `SELECT (SELECT max(substr(account_number, 9, 7)::int) FROM accounts WHERE account_number LIKE '38-9123-%') AS last_base,
            (SELECT coalesce(max(sort_order), -1) + 1 FROM accounts WHERE customer_number = $1) AS next_order`, [customerNumber]);
  const { number } = nextValidAccountNumber((rows[0]?.last_base ?? 1_020_000) + 1);
  const opened = OPENED_ACCOUNTS[kind];
  await tx.query(
    `INSERT INTO accounts (id, customer_number, product, name, account_number, balance_cents, available_cents, credit_limit_cents, sort_order)
     VALUES ($1, $2, $3, $4, $5, 0, 0, NULL, $6)`,
    [`${customerNumber}-${number}`, customerNumber, opened.product, name ?? opened.name, number, rows[0]?.next_order ?? 0]);
  return number;
}
