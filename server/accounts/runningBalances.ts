import type { Queryable } from '../platform/db/Database';
import { instant, type TransactionRow } from './queries';

/**
 * The account's balance after each of some of its posted transactions (any page, filtered or
 * not). The ledger keeps balance = the sum of posted postings, so the balance after a
 * transaction is today's balance less everything posted after it. One statement reads the
 * balance and the postings from the oldest asked-for transaction to now, so both come from the
 * same moment; a first page reads a few rows, a search back to last year reads that year.
 */
export async function runningBalances(db: Queryable, accountId: string, rows: readonly TransactionRow[]): Promise<Map<string, number>> {
  const posted = rows.filter((r) => r.status === 'posted' && r.posted_at !== null);
  if (posted.length === 0) return new Map();
  const oldest = posted.reduce((a, b) => {
    const [x, y] = [instant(a.posted_at as Date | string).getTime(), instant(b.posted_at as Date | string).getTime()];
    return y < x || (y === x && b.id < a.id) ? b : a;
  });
  const { rows: balances } = await db.query<{ id: string; balance_after: string | number }>(
    `WITH since AS (
       SELECT t.id, sum(p.amount_cents) OVER (ORDER BY t.posted_at DESC, t.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS newer
         FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.account_id = $1 AND t.status = 'posted' AND (t.posted_at, t.id) >= ($2::timestamptz, $3::uuid))
     SELECT since.id, (SELECT balance_cents FROM accounts WHERE id = $1) - coalesce(since.newer, 0) AS balance_after
       FROM since WHERE since.id = ANY($4::uuid[])`,
    [accountId, instant(oldest.posted_at as Date | string), oldest.id, posted.map((r) => r.id)]);
  return new Map(balances.map((b) => [b.id, Number(b.balance_after)]));
}
