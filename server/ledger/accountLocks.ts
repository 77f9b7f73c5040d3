import type { Queryable } from '../platform/db/Database';

export interface LockedAccount {
  id: string;
  customerNumber: string;
  product: string;
  name: string;
  accountNumber: string;
  balanceCents: number;
  availableCents: number;
}

interface AccountRow {
  id: string; customer_number: string; product: string; name: string; account_number: string;
  balance_cents: number | string; available_cents: number | string;
}

/**
 * Locks the given accounts (SELECT … FOR UPDATE) until the database transaction ends, always in
 * id order: two movements over the same pair of accounts then queue instead of deadlocking, and
 * a funds check on a locked row cannot be overtaken by another movement.
 */
export async function lockAccounts(tx: Queryable, ids: readonly string[]): Promise<Map<string, LockedAccount>> {
  const sorted = [...new Set(ids)].sort();
  const { rows } = await tx.query<AccountRow>(
    `SELECT id, customer_number, product, name, account_number, balance_cents, available_cents
       FROM accounts WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`, [sorted]);
  return new Map(rows.map((r) => [r.id, {
    id: r.id, customerNumber: r.customer_number, product: r.product, name: r.name, accountNumber: r.account_number,
    balanceCents: Number(r.balance_cents), availableCents: Number(r.available_cents),
  }]));
}

/** Moves the balances of the bank's own accounts by their postings (postings elsewhere are another bank's). */
export async function applyPostings(
  tx: Queryable, postings: readonly { accountId: string | null; amountCents: number }[],
): Promise<void> {
  const own = postings.filter((p): p is { accountId: string; amountCents: number } => p.accountId !== null);
  if (!own.length) return;
  await tx.query(
    `UPDATE accounts SET balance_cents = balance_cents + m.amount, available_cents = available_cents + m.amount
       FROM (SELECT id, sum(amount) AS amount FROM unnest($1::text[], $2::bigint[]) AS u(id, amount) GROUP BY id) m
      WHERE accounts.id = m.id`,
    [own.map((p) => p.accountId), own.map((p) => p.amountCents)],
  );
}
