import type { Queryable } from '../platform/db/Database';
import type { AutomaticPaymentDto } from '../../contract/automatic-payments';
import type { AutomaticPaymentFields } from './rules';
import { PAYING_PRODUCTS } from './rules';

/**
 * Automatic payments, always through the owner's customer number: another customer's id
 * finds nothing (404, nothing revealed).
 */
export interface AutomaticPaymentRow {
  id: string; from_account_id: string; from_account_name: string; from_account_number: string; to_account_number: string;
  payee_name: string; amount_cents: string | number; frequency: AutomaticPaymentDto['frequency']; next_date: string;
  anchor_day: number; particulars: string | null; code: string | null; reference: string | null; request_hash: string | null;
}

export const toDto = (row: AutomaticPaymentRow): AutomaticPaymentDto => ({
  id: row.id, fromAccountId: row.from_account_id, fromAccountName: row.from_account_name, fromAccountNumber: row.from_account_number,
  toAccountNumber: row.to_account_number, payeeName: row.payee_name, amountCents: Number(row.amount_cents), frequency: row.frequency,
  nextDate: row.next_date, particulars: row.particulars, code: row.code, reference: row.reference,
});

const SELECT = `SELECT p.id, p.from_account_id, a.name AS from_account_name, a.account_number AS from_account_number,
    p.to_account_number, p.payee_name, p.amount_cents, p.frequency, to_char(p.next_date, 'YYYY-MM-DD') AS next_date, p.anchor_day,
    p.particulars, p.code, p.reference, p.request_hash
  FROM automatic_payments p JOIN accounts a ON a.id = p.from_account_id`;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listAutomaticPayments(db: Queryable, customerNumber: string): Promise<AutomaticPaymentRow[]> {
  const { rows } = await db.query<AutomaticPaymentRow>(
    `${SELECT} WHERE p.customer_number = $1 AND p.cancelled_at IS NULL ORDER BY a.sort_order, p.next_date, p.payee_name`, [customerNumber]);
  return rows;
}

export async function findAutomaticPayment(db: Queryable, customerNumber: string, id: string): Promise<AutomaticPaymentRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<AutomaticPaymentRow>(`${SELECT} WHERE p.id = $1 AND p.customer_number = $2 AND p.cancelled_at IS NULL`, [id, customerNumber]);
  return rows[0] ?? null;
}

export async function findByIdempotencyKey(db: Queryable, customerNumber: string, key: string): Promise<AutomaticPaymentRow | null> {
  const { rows } = await db.query<AutomaticPaymentRow>(`${SELECT} WHERE p.customer_number = $1 AND p.idempotency_key = $2`, [customerNumber, key]);
  return rows[0] ?? null;
}

/** The number of an account the customer can pay from, or null. */
/** Whether the account is one of the customer's (of any product): anyone else's is not found. */
export async function isCustomersAccount(db: Queryable, customerNumber: string, accountId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE id = $1 AND customer_number = $2', [accountId, customerNumber]);
  return rows.length > 0;
}

export async function payingAccountNumber(db: Queryable, customerNumber: string, accountId: string): Promise<string | null> {
  const { rows } = await db.query<{ account_number: string }>(
    'SELECT account_number FROM accounts WHERE id = $1 AND customer_number = $2 AND product = ANY($3)', [accountId, customerNumber, PAYING_PRODUCTS]);
  return rows[0]?.account_number ?? null;
}

/** Inserts unless the key was used already (then nothing happens and the caller reads the first one). */
export async function insertAutomaticPayment(
  db: Queryable, customerNumber: string, id: string, p: AutomaticPaymentFields, idempotency: { key: string; hash: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO automatic_payments (id, customer_number, from_account_id, to_account_number, payee_name, amount_cents, frequency,
       next_date, anchor_day, particulars, code, reference, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (customer_number, idempotency_key) DO NOTHING RETURNING id`,
    [id, customerNumber, p.fromAccountId, p.toAccountNumber, p.payeeName, p.amountCents, p.frequency, p.nextDate, p.anchorDay,
      p.particulars, p.code, p.reference, idempotency.key, idempotency.hash]);
  return rows.length > 0;
}

export async function updateAutomaticPayment(db: Queryable, customerNumber: string, id: string, p: AutomaticPaymentFields): Promise<void> {
  await db.query(
    `UPDATE automatic_payments SET from_account_id = $3, to_account_number = $4, payee_name = $5, amount_cents = $6, frequency = $7,
       next_date = $8, anchor_day = $9, particulars = $10, code = $11, reference = $12
     WHERE id = $1 AND customer_number = $2 AND cancelled_at IS NULL`,
    [id, customerNumber, p.fromAccountId, p.toAccountNumber, p.payeeName, p.amountCents, p.frequency, p.nextDate, p.anchorDay,
      p.particulars, p.code, p.reference]);
}

export async function setNextDate(db: Queryable, customerNumber: string, id: string, nextDate: string): Promise<void> {
  await db.query('UPDATE automatic_payments SET next_date = $3 WHERE id = $1 AND customer_number = $2', [id, customerNumber, nextDate]);
}

/** How many automatic payments the customer cancelled since `sinceUtc` (the start of Auckland's today). */
export async function cancelledSince(db: Queryable, customerNumber: string, sinceUtc: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM automatic_payments WHERE customer_number = $1 AND cancelled_at >= $2', [customerNumber, sinceUtc]);
  return rows[0]?.n ?? 0;
}

export async function cancelAutomaticPayment(db: Queryable, customerNumber: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rows } = await db.query(
    'UPDATE automatic_payments SET cancelled_at = sandbox_now() WHERE id = $1 AND customer_number = $2 AND cancelled_at IS NULL RETURNING id', [id, customerNumber]);
  return rows.length > 0;
}
