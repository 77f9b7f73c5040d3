import type { Database, Queryable } from '../platform/db/Database';
import { completeOperation } from '../escalation';

export interface Recipient { caseReference: string; refundCents: number; verified: boolean; submitted: boolean }

/** Products a refund may be paid into: money the customer can spend, not a loan or a locked-in fund. */
const REFUNDABLE_PRODUCTS = ['everyday', 'bills', 'savings', 'online-saver'];

export async function findRecipient(db: Queryable, customerNumber: string): Promise<Recipient | null> {
  const { rows } = await db.query<{ case_reference: string; refund_cents: string | number; verified_at: Date | null; submitted: boolean }>(
    `SELECT r.case_reference, r.refund_cents, r.verified_at, s.customer_number IS NOT NULL AS submitted
       FROM remediation_recipients r LEFT JOIN remediation_submissions s USING (customer_number)
      WHERE r.customer_number = $1`, [customerNumber]);
  const row = rows[0];
  return row ? { caseReference: row.case_reference, refundCents: Number(row.refund_cents), verified: row.verified_at !== null, submitted: row.submitted } : null;
}

/** Whether the date of birth on file is this one. */
export async function dateOfBirthMatches(db: Queryable, customerNumber: string, dateOfBirth: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM customers WHERE customer_number = $1 AND date_of_birth = $2::date', [customerNumber, dateOfBirth]);
  return rows.length > 0;
}

export async function markVerified(db: Queryable, customerNumber: string): Promise<void> {
  await db.query('UPDATE remediation_recipients SET verified_at = sandbox_now() WHERE customer_number = $1', [customerNumber]);
}

export interface RefundAccount { id: string; name: string; accountNumber: string }

export async function refundAccounts(db: Queryable, customerNumber: string): Promise<RefundAccount[]> {
  const { rows } = await db.query<{ id: string; name: string; account_number: string }>(
    `SELECT id, name, account_number FROM accounts WHERE customer_number = $1 AND product = ANY($2::text[]) ORDER BY sort_order`,
    [customerNumber, REFUNDABLE_PRODUCTS]);
  return rows.map((r) => ({ id: r.id, name: r.name, accountNumber: r.account_number }));
}

export type Destination = { ownAccount: RefundAccount } | { accountNumber: string; accountName: string };

/**
 * Records the refund request and, for one of the customer's own accounts, credits it, in one
 * transaction. Returns false when a request already exists: the insert's ON CONFLICT waits for
 * a racing transaction to commit and then does nothing, so the refund is credited once.
 */
/**
 * Records the refund request once and credits an own account; `operationId`, the step-up that
 * approved another bank's account, is spent in the same transaction (used once, or not at all).
 */
export async function submitRefund(
  db: Database, customerNumber: string, refundCents: number, destination: Destination, operationId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const own = 'ownAccount' in destination ? destination.ownAccount : null;
    const { rows } = await tx.query(
      `INSERT INTO remediation_submissions (customer_number, own_account_id, account_number, account_name, refund_cents)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (customer_number) DO NOTHING RETURNING customer_number`,
      [customerNumber, own?.id ?? null, own?.accountNumber ?? ('accountNumber' in destination ? destination.accountNumber : ''),
        own?.name ?? ('accountName' in destination ? destination.accountName : ''), refundCents]);
    if (rows.length === 0) return false;
    if (operationId) await completeOperation(tx, operationId);
    if (own) {
      await tx.query(
        `UPDATE accounts SET balance_cents = balance_cents + $1, available_cents = available_cents + $1
          WHERE id = $2 AND customer_number = $3`, [refundCents, own.id, customerNumber]);
    }
    return true;
  });
}
