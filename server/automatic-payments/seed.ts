import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import { addDays } from '../../contract/rules/AucklandDate';
import type { Clock } from '../platform/clock/Clock';
import { DEMO_AUTOMATIC_PAYMENTS } from './demoAutomaticPayments';

const accountOf = async (tx: Queryable, customer: string, product: string) =>
  (await tx.query<{ id: string; account_number: string }>(
    'SELECT id, account_number FROM accounts WHERE customer_number = $1 AND product = $2 ORDER BY sort_order LIMIT 1',
    [customer, product])).rows[0] ?? null;

/**
 * The demo customers' automatic payments (demoAutomaticPayments.ts: Aroha's weekly rent and
 * fortnightly savings). Next dates are a few days after the seed, so the list always shows
 * upcoming payments; the history holds the earlier runs (server/accounts/seedHistory.ts).
 */
export async function seedAutomaticPayments(tx: Queryable, clock: Clock): Promise<void> {
  const today = clock.today();
  for (const p of DEMO_AUTOMATIC_PAYMENTS) {
    const from = await accountOf(tx, p.customer, p.from);
    const to = p.to.startsWith('own:') ? (await accountOf(tx, p.customer, p.to.slice(4)))?.account_number : p.to;
    if (!from || !to) continue;
    const next = addDays(today, p.nextInDays);
    await tx.query(
      `INSERT INTO automatic_payments (id, customer_number, from_account_id, to_account_number, payee_name, amount_cents, frequency,
         next_date, anchor_day, particulars, code, reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [randomUUID(), p.customer, from.id, to, p.payee, p.amountCents, p.frequency, next, Number(next.slice(8, 10)), p.particulars, p.code, p.reference]);
  }
}
