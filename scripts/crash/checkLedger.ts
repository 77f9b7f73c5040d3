import type { Database } from '../../server/platform/db/Database';
import type { Operation } from './CrashClient';

export interface CrashFigures {
  operations: number;
  /** Operations whose first attempt got no answer (the server died under it, or was down). */
  retried: number;
  /** Acknowledged operations with no ledger transaction. */
  lost: number;
  /** Operations with more than one ledger transaction. */
  duplicated: number;
  /** Operations still unanswered after draining (must be 0). */
  unacknowledged: number;
  /** Ledger transactions whose postings do not sum to zero or are not exactly two. */
  unbalancedTransactions: number;
  /** Accounts whose balance is not the sum of their posted postings. */
  accountsOff: number;
  /** Idempotency keys left claimed but never answered. */
  claimsLeft: number;
}

/** Reads the database after the run and compares it with what every client saw. */
export async function checkLedger(db: Database, ops: Operation[]): Promise<CrashFigures> {
  const { rows } = await db.query<{ reference: string; id: string }>(
    "SELECT reference, id::text AS id FROM ledger_transactions WHERE reference LIKE 'CR%'");
  const byReference = new Map<string, string[]>();
  for (const row of rows) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row.id]);
  let lost = 0;
  let duplicated = 0;
  for (const op of ops) {
    const ids = byReference.get(op.reference) ?? [];
    if (op.receiptId && !ids.includes(op.receiptId)) lost += 1;
    if (ids.length > 1) duplicated += 1;
  }
  const unbalanced = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT t.id FROM ledger_transactions t LEFT JOIN postings p ON p.transaction_id = t.id
      GROUP BY t.id HAVING count(p.id) <> 2 OR coalesce(sum(p.amount_cents), 0) <> 0) bad`);
  const off = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts a WHERE a.balance_cents <> (
       SELECT coalesce(sum(p.amount_cents), 0) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.account_id = a.id AND t.status = 'posted')`);
  const claims = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM idempotency_keys WHERE status <> 'done'");
  return {
    operations: ops.length,
    retried: ops.filter((op) => op.attempts > 1).length,
    lost, duplicated,
    unacknowledged: ops.filter((op) => !op.receiptId).length,
    unbalancedTransactions: unbalanced.rows[0]!.n,
    accountsOff: off.rows[0]!.n,
    claimsLeft: claims.rows[0]!.n,
  };
}
