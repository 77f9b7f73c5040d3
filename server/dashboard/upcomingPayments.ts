import type { UpcomingPaymentDto } from '../../contract/dashboard';
import { addDays, aucklandToday } from '../../contract/rules/AucklandDate';
import { nextPaymentDate, type Frequency } from '../../contract/rules/PaymentSchedule';
import type { Queryable } from '../platform/db/Database';

interface ScheduledRow { id: string; to_name: string; from_id: string; from_name: string; amount_cents: string | number; date: string }
interface AutomaticRow { id: string; payee_name: string; from_id: string; from_name: string; amount_cents: string | number; next_date: string; frequency: Frequency; anchor_day: number }

/**
 * What will leave the customer's accounts from today (Auckland) until `days` days on, soonest
 * first: one-off payments scheduled for a date, and every run of an automatic payment in that
 * window (a weekly rent shows each week it is paid).
 */
export async function upcomingPayments(db: Queryable, customerNumber: string, nowMs: number, days: number): Promise<UpcomingPaymentDto[]> {
  const today = aucklandToday(nowMs);
  const last = addDays(today, days);
  const scheduled = await db.query<ScheduledRow>(
    `SELECT t.id, coalesce(t.payee_name, p.description) AS to_name, a.id AS from_id, coalesce(a.nickname, a.name) AS from_name,
            -p.amount_cents AS amount_cents, to_char(t.scheduled_for, 'YYYY-MM-DD') AS date
       FROM ledger_transactions t
       JOIN postings p ON p.transaction_id = t.id AND p.amount_cents < 0
       JOIN accounts a ON a.id = p.account_id AND a.customer_number = $1
      WHERE t.status = 'pending' AND t.cancelled_at IS NULL AND t.scheduled_for BETWEEN $2::date AND $3::date`,
    [customerNumber, today, last]);
  const automatic = await db.query<AutomaticRow>(
    `SELECT p.id, p.payee_name, a.id AS from_id, coalesce(a.nickname, a.name) AS from_name, p.amount_cents,
            to_char(p.next_date, 'YYYY-MM-DD') AS next_date, p.frequency, p.anchor_day
       FROM automatic_payments p JOIN accounts a ON a.id = p.from_account_id
      WHERE p.customer_number = $1 AND p.cancelled_at IS NULL AND p.next_date <= $2::date`, [customerNumber, last]);

  const items: UpcomingPaymentDto[] = scheduled.rows.map((r) => ({
    id: r.id, kind: 'scheduled', to: r.to_name, fromAccountId: r.from_id, fromAccountName: r.from_name,
    amountCents: Number(r.amount_cents), date: r.date, frequency: null,
  }));
  for (const r of automatic.rows) {
    for (let date = r.next_date; date <= last; date = nextPaymentDate(date, r.frequency, r.anchor_day)) {
      if (date < today) continue;
      items.push({
        id: `${r.id}:${date}`, kind: 'automatic', to: r.payee_name, fromAccountId: r.from_id, fromAccountName: r.from_name,
        amountCents: Number(r.amount_cents), date, frequency: r.frequency,
      });
    }
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.to.localeCompare(b.to));
}
