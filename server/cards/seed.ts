import type { Queryable } from '../platform/db/Database';

/**
 * A debit card on every demo Everyday account and a credit card on every credit-card account
 * (Aroha, 1000001, has both). Card endings come from the customer number, so they are the
 * same on every fresh database; expiries are a few years after the sandbox's time (fixed
 * dates would expire as the clock moves on): a debit card 29 months on, a credit card 34.
 * One card waits for activation: Aroha's replacement Visa ending 6001 (see docs/demo-data.md).
 */
export async function seedCards(tx: Queryable): Promise<void> {
  await tx.query(`INSERT INTO cards (id, customer_number, account_id, kind, last4, expires, created_at)
    SELECT 'card-' || a.id, a.customer_number, a.id,
           CASE a.product WHEN 'credit-card' THEN 'credit' ELSE 'debit' END,
           CASE a.product WHEN 'credit-card' THEN '7' ELSE '4' END || right(a.customer_number, 3),
           to_char((sandbox_now() AT TIME ZONE 'Pacific/Auckland') + CASE a.product WHEN 'credit-card' THEN interval '34 months' ELSE interval '29 months' END, 'MM/YY'),
           sandbox_now() - (CASE a.product WHEN 'credit-card' THEN 1 ELSE 2 END) * interval '1 day'
      FROM accounts a WHERE a.product IN ('everyday', 'credit-card')`);
  // Aroha's replacement Visa is in the post (the inbox tells her so): inactive until she activates
  // it with what is printed on it; her current Visa works until then.
  await tx.query(`INSERT INTO cards (id, customer_number, account_id, kind, last4, expires, replaces, activated, created_at)
    SELECT 'card-1000001-5-new', customer_number, account_id, kind, '6001',
           to_char((sandbox_now() AT TIME ZONE 'Pacific/Auckland') + interval '48 months', 'MM/YY'), id, false, sandbox_now() - interval '20 hours'
      FROM cards WHERE id = 'card-1000001-5'`);
}
