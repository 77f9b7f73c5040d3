import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import { addDays } from '../../contract/rules/AucklandDate';
import type { Clock } from '../platform/clock/Clock';

/**
 * Aroha's (1000001) two automatic payments from her Everyday account: the weekly rent to
 * Harcourts and a fortnightly transfer into her Online Saver. Next dates are a few days after
 * the seed, so the list always shows upcoming payments.
 */
export async function seedAutomaticPayments(tx: Queryable, clock: Clock): Promise<void> {
  const today = clock.today();
  const { rows } = await tx.query<{ account_number: string }>("SELECT account_number FROM accounts WHERE id = '1000001-3'");
  const saver = rows[0]?.account_number;
  if (!saver) return;
  const payments = [
    { payee: 'Harcourts Rentals', to: '12-3140-1573925-00', cents: 55_000, frequency: 'weekly', next: addDays(today, 3), particulars: 'Rent', code: '12 Kauri St', reference: 'Ngata' },
    { payee: 'Online Saver', to: saver, cents: 20_000, frequency: 'fortnightly', next: addDays(today, 9), particulars: null, code: null, reference: 'Savings' },
  ];
  for (const p of payments) {
    await tx.query(
      `INSERT INTO automatic_payments (id, customer_number, from_account_id, to_account_number, payee_name, amount_cents, frequency,
         next_date, anchor_day, particulars, code, reference)
       VALUES ($1, '1000001', '1000001-1', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [randomUUID(), p.to, p.payee, p.cents, p.frequency, p.next, Number(p.next.slice(8, 10)), p.particulars, p.code, p.reference]);
  }
}
