import type { SpendingDto } from '../../contract/dashboard';
import { aucklandToday, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../platform/db/Database';
import { OTHER_CATEGORY, spendingCategoryOf } from './spendingCategories';

/**
 * What the customer spent this Auckland month, up to `nowMs`, by category: money that left
 * their accounts to someone else (card payments, payments, direct debits, fees), posted.
 * Moving money between their own accounts (a transfer, a card repayment, a payment into
 * their own saver) is not spending.
 */
export async function monthSpending(db: Queryable, customerNumber: string, nowMs: number): Promise<SpendingDto> {
  const month = aucklandToday(nowMs).slice(0, 7);
  const { rows } = await db.query<{ description: string; reference: string; amount_cents: string | number }>(
    `SELECT p.description, t.reference, -p.amount_cents AS amount_cents
       FROM accounts a
       JOIN postings p ON p.account_id = a.id AND p.amount_cents < 0
       JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.customer_number = $1 AND t.status = 'posted' AND t.kind IN ('card', 'payment', 'direct-debit', 'fee')
        AND t.posted_at >= $2 AND t.posted_at <= $3
        AND NOT EXISTS (SELECT 1 FROM postings q JOIN accounts b ON b.id = q.account_id
                         WHERE q.transaction_id = t.id AND q.amount_cents > 0 AND b.customer_number = $1)`,
    [customerNumber, new Date(startOfAucklandDayUtcMs(`${month}-01`)), new Date(nowMs)]);
  const byCategory = new Map<string, number>();
  for (const row of rows) {
    const category = spendingCategoryOf(`${row.description} ${row.reference}`);
    byCategory.set(category, (byCategory.get(category) ?? 0) + Number(row.amount_cents));
  }
  const categories = [...byCategory].map(([category, amountCents]) => ({ category, amountCents }))
    .sort((a, b) => Number(a.category === OTHER_CATEGORY) - Number(b.category === OTHER_CATEGORY) || b.amountCents - a.amountCents);
  return { month, totalCents: categories.reduce((sum, c) => sum + c.amountCents, 0), categories };
}
