import { canPayFrom } from '../../contract/rules/AccountUse';
import { nextPaymentDate, type Frequency } from '../../contract/rules/PaymentSchedule';
import type { Database, Queryable } from '../platform/db/Database';
import { recordMovement, type Destination } from '../ledger';
import { alertsAfterDebit } from '../alerts';
import { postedOnDueDate } from '../ledger';
import { automaticPaymentRunRefusal } from '../scam';

interface DueRow {
  id: string; customer_number: string; from_account_id: string; to_account_number: string; payee_name: string;
  amount_cents: string | number; frequency: Frequency; next_date: string; anchor_day: number;
  particulars: string | null; code: string | null; reference: string | null;
}

/** A payment weeks behind (the clock moved far) catches up at most this many dates in one run. */
const MAX_CATCH_UP = 400;

/**
 * Runs one occurrence of an automatic payment: the one on its next date, if that has come.
 * The payment's row is locked first, so two servers sharing the database take turns; the
 * (payment, due date) key of automatic_payment_runs makes a second run of the same date a no-op
 * even if the next date were set back onto it. Either way the next date moves one period on.
 */
async function runOccurrence(tx: Queryable, id: string, today: string): Promise<'posted' | 'failed' | 'refused' | 'already' | 'none'> {
  const { rows: [due] } = await tx.query<DueRow>(
    `SELECT id, customer_number, from_account_id, to_account_number, payee_name, amount_cents, frequency,
            to_char(next_date, 'YYYY-MM-DD') AS next_date, anchor_day, particulars, code, reference
       FROM automatic_payments WHERE id = $1 AND cancelled_at IS NULL AND next_date <= $2::date FOR UPDATE`, [id, today]);
  if (!due) return 'none';
  await tx.query('UPDATE automatic_payments SET next_date = $2 WHERE id = $1',
    [id, nextPaymentDate(due.next_date, due.frequency, due.anchor_day)]);
  const { rows: ran } = await tx.query('SELECT 1 FROM automatic_payment_runs WHERE automatic_payment_id = $1 AND due_date = $2', [id, due.next_date]);
  if (ran.length > 0) return 'already';

  const amountCents = Number(due.amount_cents);
  // Each run passes the one gate for money leaving, as a payment the customer makes would.
  const refusal = await automaticPaymentRunRefusal(tx, {
    customerNumber: due.customer_number, toAccountNumber: due.to_account_number, payeeName: due.payee_name, amountCents,
  }, due.next_date);
  if (refusal) {
    await tx.query(`INSERT INTO automatic_payment_runs (automatic_payment_id, due_date, outcome, reason) VALUES ($1, $2, 'refused', $3)`,
      [id, due.next_date, refusal.reason]);
    return 'refused';
  }
  const { rows: [own] } = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE account_number = $1', [due.to_account_number]);
  const { rows: [payer] } = await tx.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM customers WHERE customer_number = $1`, [due.customer_number]);
  const to: Destination = own ? { accountId: own.id } : { externalAccount: due.to_account_number };
  const payeeName = Array.from(due.payee_name.trim()).slice(0, 20).join('');
  const result = await recordMovement(tx, {
    customerNumber: due.customer_number, kind: 'payment', fromAccountId: due.from_account_id, to, amountCents,
    describe: () => ({ from: payeeName, to: payer?.name ?? 'Kōwhai Bank customer' }), payeeName,
    particulars: due.particulars ?? '', code: due.code ?? '', reference: due.reference ?? '',
    check: (from, into) => {
      if (!canPayFrom(from.product) || into?.id === from.id) return 'not-eligible';
      return amountCents > from.availableCents ? 'insufficient-funds' : null;
    },
  });
  if (!result.ok) {
    await tx.query(`INSERT INTO automatic_payment_runs (automatic_payment_id, due_date, outcome) VALUES ($1, $2, 'failed')`, [id, due.next_date]);
    return 'failed';
  }
  await tx.query(`UPDATE ledger_transactions SET posted_at = ${postedOnDueDate('$2')} WHERE id = $1`, [result.id, due.next_date]);
  await tx.query(`INSERT INTO automatic_payment_runs (automatic_payment_id, due_date, outcome, transaction_id) VALUES ($1, $2, 'posted', $3)`,
    [id, due.next_date, result.id]);
  await alertsAfterDebit(tx, due.customer_number, { accountId: due.from_account_id, amountCents, payment: true, to: payeeName });
  return 'posted';
}

/**
 * Runs every occurrence of every automatic payment due on or before `today` (an Auckland
 * date), oldest first, each exactly once; returns how many posted, failed (the money was not
 * there) and were refused (the gate for money leaving: a lock, a reported account, the limit).
 */
export async function postDueAutomaticPayments(db: Database, today: string): Promise<{ posted: number; failed: number; refused: number }> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM automatic_payments WHERE cancelled_at IS NULL AND next_date <= $1::date ORDER BY next_date, id', [today]);
  const tally = { posted: 0, failed: 0, refused: 0 };
  for (const { id } of rows) {
    for (let i = 0; i < MAX_CATCH_UP; i += 1) {
      const outcome = await db.transaction((tx) => runOccurrence(tx, id, today));
      if (outcome === 'none') break;
      if (outcome !== 'already') tally[outcome] += 1;
    }
  }
  return tally;
}
