import type { Database, Queryable } from '../platform/db/Database';
import { alertsAfterDebit } from '../alerts';
import { applyPostings, lockAccounts } from '../ledger';
import { postedOnDueDate } from '../ledger';

interface PostingRow { account_id: string | null; amount_cents: number | string }

/**
 * Posts one scheduled payment whose date has come: its postings start to count in the
 * balances, or, when the paying account cannot cover it any more or the customer's banking is
 * locked, it fails and moves nothing.
 * The transaction row is locked first, so two servers sharing the database post it once.
 */
async function postOne(tx: Queryable, id: string, today: string): Promise<'posted' | 'failed' | 'skipped'> {
  // The banking lock (scam area's banking_locks, read here: the scam area imports pay, so pay
  // cannot import it) stops a payment to others when it falls due, as it stops one made now.
  const { rows: [due] } = await tx.query<{ customer_number: string; kind: string; payee_name: string | null; locked: boolean }>(
    `SELECT customer_number, kind, payee_name,
            EXISTS (SELECT 1 FROM banking_locks b WHERE b.customer_number = t.customer_number) AS locked
       FROM ledger_transactions t
      WHERE id = $1 AND status = 'pending' AND cancelled_at IS NULL AND scheduled_for <= $2::date FOR UPDATE OF t`, [id, today]);
  if (!due) return 'skipped';
  if (due.locked && due.kind === 'payment') {
    await tx.query(`UPDATE ledger_transactions SET status = 'failed' WHERE id = $1`, [id]);
    return 'failed';
  }
  const postings = (await tx.query<PostingRow>(
    'SELECT account_id, amount_cents FROM postings WHERE transaction_id = $1', [id])).rows
    .map((p) => ({ accountId: p.account_id, amountCents: Number(p.amount_cents) }));
  const locked = await lockAccounts(tx, postings.flatMap((p) => (p.accountId ? [p.accountId] : [])));
  const covered = postings.every((p) => p.amountCents > 0 || !p.accountId
    || (locked.get(p.accountId)?.availableCents ?? 0) >= -p.amountCents);
  if (!covered) {
    await tx.query(`UPDATE ledger_transactions SET status = 'failed' WHERE id = $1`, [id]);
    return 'failed';
  }
  // Posted on its due date (early, as a batch would), so a clock moved weeks ahead leaves it in the right month.
  await tx.query(`UPDATE ledger_transactions SET status = 'posted', posted_at = GREATEST(created_at, ${postedOnDueDate('scheduled_for')}) WHERE id = $1`, [id]);
  await applyPostings(tx, postings);
  // The money leaves today, so today is when the customer's alerts about it go out.
  for (const debit of postings) {
    if (!debit.accountId || debit.amountCents >= 0) continue;
    await alertsAfterDebit(tx, due.customer_number, {
      accountId: debit.accountId, amountCents: -debit.amountCents, payment: due.kind === 'payment', to: due.payee_name ?? 'another account',
    });
  }
  return 'posted';
}

/** Posts every scheduled payment due on or before `today` (an Auckland date); returns how many it posted. */
export async function postDuePayments(db: Database, today: string): Promise<{ posted: number; failed: number }> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ledger_transactions
      WHERE status = 'pending' AND cancelled_at IS NULL AND scheduled_for <= $1::date ORDER BY scheduled_for, created_at`, [today]);
  const tally = { posted: 0, failed: 0 };
  for (const { id } of rows) {
    const outcome = await db.transaction((tx) => postOne(tx, id, today));
    if (outcome !== 'skipped') tally[outcome] += 1;
  }
  return tally;
}
