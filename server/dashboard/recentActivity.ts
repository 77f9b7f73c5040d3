import type { ActivityItemDto } from '../../contract/dashboard';
import { aucklandDateOf } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../platform/db/Database';

interface ActivityRow {
  id: string; account_id: string; account_name: string; description: string; amount_cents: string | number;
  status: 'pending' | 'posted'; at: Date | string;
}

/**
 * The latest movements on any of the customer's accounts up to `nowMs`, newest first: posted
 * ones and card payments still pending. A payment scheduled for later is not activity yet (it
 * is upcoming), nor are opening balances or failed payments.
 */
export async function recentActivity(db: Queryable, customerNumber: string, nowMs: number, limit: number): Promise<ActivityItemDto[]> {
  const { rows } = await db.query<ActivityRow>(
    `SELECT p.id::text AS id, a.id AS account_id, coalesce(a.nickname, a.name) AS account_name, p.description, p.amount_cents,
            t.status, coalesce(t.posted_at, t.created_at) AS at
       FROM accounts a
       JOIN postings p ON p.account_id = a.id
       JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.customer_number = $1 AND t.kind <> 'opening' AND t.status IN ('pending', 'posted') AND t.cancelled_at IS NULL
        AND (t.status = 'posted' OR t.scheduled_for IS NULL)
        AND coalesce(t.posted_at, t.created_at) <= $2
      ORDER BY coalesce(t.posted_at, t.created_at) DESC, p.id DESC
      LIMIT $3`, [customerNumber, new Date(nowMs), limit]);
  return rows.map((r) => {
    const at = new Date(r.at);
    return {
      id: r.id, accountId: r.account_id, accountName: r.account_name, description: r.description,
      amountCents: Number(r.amount_cents), status: r.status, date: aucklandDateOf(at.getTime()), at: at.toISOString(),
    };
  });
}
