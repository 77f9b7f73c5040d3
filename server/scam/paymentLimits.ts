import { DEFAULT_DAILY_LIMIT_CENTS, LIMIT_RAISE_WAIT_HOURS, NEW_PAYEE_LIMIT_HOURS, dailyLimitProblem } from '../../contract/rules/PaymentLimit';
import type { Queryable } from '../platform/db/Database';

/** A payment counts on the Auckland date it pays: its scheduled date, or the day it was made. */
const PAYS_ON_DAY = `coalesce(t.scheduled_for, (t.created_at AT TIME ZONE 'Pacific/Auckland')::date) = $2::date`;
const HELD_ON_DAY = `(t.created_at AT TIME ZONE 'Pacific/Auckland')::date = $2::date`;

/** The account a posting or held payment went to, in the queries below. */
type DestinationFilter = (destination: string) => string;

/**
 * The sum of this customer's payments paying on day $2 to accounts that are not their own,
 * made, scheduled or held (a cancelled or failed one does not count), whose destination passes
 * `filter` (SQL on the destination's account number; `extra` are its parameters from $3 on).
 */
async function paidToOthersWhere(db: Queryable, customerNumber: string, day: string, filter: DestinationFilter, extra: unknown[] = []): Promise<number> {
  const { rows: [row] } = await db.query<{ cents: string | number | null }>(
    `SELECT coalesce((SELECT sum(p.amount_cents) FROM ledger_transactions t
                        JOIN postings p ON p.transaction_id = t.id AND p.amount_cents > 0
                        LEFT JOIN accounts a ON a.id = p.account_id
                       WHERE t.customer_number = $1 AND t.kind = 'payment' AND t.status <> 'failed' AND t.cancelled_at IS NULL
                         AND ${PAYS_ON_DAY}
                         AND (a.id IS NULL OR a.customer_number <> $1)
                         AND ${filter('coalesce(p.external_account, a.account_number)')}), 0)
          + coalesce((SELECT sum(t.amount_cents) FROM held_payments t
                       WHERE t.customer_number = $1 AND t.status = 'held' AND ${HELD_ON_DAY}
                         AND ${filter('t.account_number')}), 0) AS cents`,
    [customerNumber, day, ...extra]);
  return Number(row?.cents ?? 0);
}

/**
 * Payments of this customer paying on a day (an Auckland date) to accounts that are not their own,
 * made, scheduled or held; a cancelled or failed one does not count. With an account number, only
 * those to that account (the day's total to one destination, so splitting cannot duck a threshold).
 */
export function paidToOthersToday(db: Queryable, customerNumber: string, day: string, accountNumber?: string): Promise<number> {
  return paidToOthersWhere(db, customerNumber, day, (destination) => `($3::text IS NULL OR ${destination} = $3)`, [accountNumber ?? null]);
}

/**
 * Payments of this customer paying on a day to new accounts, made, scheduled or held, together:
 * accounts that are neither their own nor a saved payee's and were never paid before that day
 * ("someone new"; a standing order's payee, the rent, is not). The step-up's threshold counts
 * them all, so $999 to each of ten new accounts cannot pass it without a code.
 */
export function paidToNewAccountsToday(db: Queryable, customerNumber: string, day: string): Promise<number> {
  return paidToOthersWhere(db, customerNumber, day, (destination) => `NOT EXISTS (SELECT 1 FROM payees y WHERE y.customer_number = $1 AND y.account_number = ${destination})
    AND NOT EXISTS (SELECT 1 FROM ledger_transactions e JOIN postings q ON q.transaction_id = e.id AND q.amount_cents > 0
                      LEFT JOIN accounts b ON b.id = q.account_id
                     WHERE e.customer_number = $1 AND e.kind = 'payment' AND e.status <> 'failed'
                       AND coalesce(e.scheduled_for, (e.created_at AT TIME ZONE 'Pacific/Auckland')::date) < $2::date
                       AND coalesce(q.external_account, b.account_number) = ${destination})`);
}

export interface DailyLimit { limitCents: number; pending: { limitCents: number; from: string } | null }

/** A raise whose wait is over becomes the limit (done lazily, by whoever reads the row first). */
const APPLY_DUE_RAISE = `UPDATE payment_limits SET daily_limit_cents = pending_limit_cents, pending_limit_cents = NULL, pending_from = NULL
                          WHERE customer_number = $1 AND pending_from <= sandbox_now()`;

async function readLimit(db: Queryable, customerNumber: string, lock: boolean): Promise<DailyLimit> {
  await db.query(`INSERT INTO payment_limits (customer_number, daily_limit_cents) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [customerNumber, DEFAULT_DAILY_LIMIT_CENTS]);
  await db.query(APPLY_DUE_RAISE, [customerNumber]);
  const { rows: [row] } = await db.query<{ daily_limit_cents: string; pending_limit_cents: string | null; pending_from: Date | null }>(
    `SELECT daily_limit_cents, pending_limit_cents, pending_from FROM payment_limits WHERE customer_number = $1${lock ? ' FOR UPDATE' : ''}`,
    [customerNumber]);
  return {
    limitCents: Number(row?.daily_limit_cents ?? DEFAULT_DAILY_LIMIT_CENTS),
    pending: row?.pending_limit_cents && row.pending_from
      ? { limitCents: Number(row.pending_limit_cents), from: new Date(row.pending_from).toISOString() } : null,
  };
}

/** The customer's daily limit as it stands (a due raise applied). */
export const dailyLimitOf = (db: Queryable, customerNumber: string) => readLimit(db, customerNumber, false);

/**
 * Locks the customer's limit row until the payment's database transaction ends and answers the
 * limit: every payment to another's account takes this lock before it counts the day's
 * payments, so two concurrent payments cannot both see room that only one of them fits in.
 */
export const lockDailyLimit = (tx: Queryable, customerNumber: string) => readLimit(tx, customerNumber, true);

/**
 * The words refusing a payment of `amountCents` to others paying `day` that would pass the
 * customer's daily limit, or null. For payments that do not go through the payment gate (money
 * sent overseas): `lock` inside the payment's transaction, as the gate's own check does.
 */
export async function dailyLimitRefusal(
  db: Queryable, customerNumber: string, day: string, amountCents: number, { lock = false } = {},
): Promise<string | null> {
  const limit = lock ? await lockDailyLimit(db, customerNumber) : await dailyLimitOf(db, customerNumber);
  return dailyLimitProblem({ limitCents: limit.limitCents, usedTodayCents: await paidToOthersToday(db, customerNumber, day) }, amountCents);
}

/** Lowers the limit at once (and drops a waiting raise). */
export async function lowerDailyLimit(db: Queryable, customerNumber: string, limitCents: number): Promise<void> {
  await readLimit(db, customerNumber, true);
  await db.query(`UPDATE payment_limits SET daily_limit_cents = $2, pending_limit_cents = NULL, pending_from = NULL WHERE customer_number = $1`,
    [customerNumber, limitCents]);
}

/** The bank sets the limit at once, either way (the operator, after the customer's call); a waiting raise is dropped. */
export async function setDailyLimit(db: Queryable, customerNumber: string, limitCents: number): Promise<void> {
  await lowerDailyLimit(db, customerNumber, limitCents);
}

/** Asks for a raise: it applies after the wait, on the sandbox clock. */
export async function raiseDailyLimit(db: Queryable, customerNumber: string, limitCents: number): Promise<void> {
  await readLimit(db, customerNumber, true);
  await db.query(`UPDATE payment_limits SET pending_limit_cents = $2, pending_from = sandbox_now() + make_interval(hours => $3)
                   WHERE customer_number = $1`, [customerNumber, limitCents, LIMIT_RAISE_WAIT_HOURS]);
}

/** What this customer paid (or holds) to a saved payee added less than 24 hours ago; null for an older payee. */
export async function paidToYoungPayee(db: Queryable, customerNumber: string, payeeId: string): Promise<number | null> {
  const { rows: [payee] } = await db.query<{ account_number: string; created_at: Date }>(
    `SELECT account_number, created_at FROM payees WHERE id = $1 AND customer_number = $2
        AND created_at > sandbox_now() - make_interval(hours => $3)`, [payeeId, customerNumber, NEW_PAYEE_LIMIT_HOURS]);
  if (!payee) return null;
  const { rows: [row] } = await db.query<{ cents: string | number | null }>(
    `SELECT coalesce((SELECT sum(p.amount_cents) FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id AND p.amount_cents > 0
                        LEFT JOIN accounts a ON a.id = p.account_id
                       WHERE t.customer_number = $1 AND t.kind = 'payment' AND t.status <> 'failed' AND t.cancelled_at IS NULL
                         AND t.created_at >= $3 AND coalesce(p.external_account, a.account_number) = $2), 0)
          + coalesce((SELECT sum(amount_cents) FROM held_payments WHERE customer_number = $1 AND status = 'held'
                         AND created_at >= $3 AND account_number = $2), 0) AS cents`,
    [customerNumber, payee.account_number, payee.created_at]);
  return Number(row?.cents ?? 0);
}
