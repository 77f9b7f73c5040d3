import type { ApproveEftposRequest, DeclineEftposRequest } from '../../contract/eftpos';
import type { Database, Queryable } from '../platform/db/Database';
import { completeOperation } from '../escalation/oneTimeCodes';
import { pendingRequest } from './queries';
import { paymentProblem } from './rules';

/** A refusal to send as it is; null means the decision was made. */
export type Refusal = { status: 400 | 404; body: { NativeErrorCode?: number; message: string } } | null;

const DATA_VALIDATION = 4010;
const NO_REQUEST: Refusal = { status: 404, body: { message: 'There is no such payment request waiting for you. It may have expired.' } };

async function accountOf(db: Queryable, customerNumber: string, id: string, lock = false) {
  const { rows } = await db.query<{ id: string; product: string; available_cents: string | number }>(
    `SELECT id, product, available_cents FROM accounts WHERE customer_number = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [customerNumber, id]);
  return rows[0] ? { ...rows[0], available_cents: Number(rows[0].available_cents) } : null;
}

/** Whether the request can be paid from that account now (checked before a code is sent, and again when paying). */
export async function checkApproval(db: Queryable, customerNumber: string, body: ApproveEftposRequest, lock = false): Promise<Refusal> {
  const request = await pendingRequest(db, customerNumber, body.requestId, lock);
  if (!request) return NO_REQUEST;
  const account = await accountOf(db, customerNumber, body.accountId, lock);
  if (!account) return { status: 404, body: { message: 'There is no such account.' } };
  const problem = paymentProblem(account, request.amountCents);
  return problem ? { status: 400, body: { NativeErrorCode: DATA_VALIDATION, message: problem } } : null;
}

/**
 * Pays the merchant: in one transaction the request is decided, the amount leaves the
 * account's balance and the posting is recorded. Locking the request makes a retried or
 * parallel approval find nothing pending, so a request is never paid twice.
 */
export async function approveRequest(db: Database, customerNumber: string, body: ApproveEftposRequest, operationId: string): Promise<Refusal> {
  return db.transaction(async (tx) => {
    const refusal = await checkApproval(tx, customerNumber, body, true);
    if (refusal) return refusal;
    const { rows } = await tx.query<{ amount_cents: string | number }>(
      `UPDATE eftpos_requests SET status = 'approved', decided_at = now(), paid_from = $2 WHERE id = $1 RETURNING amount_cents`,
      [body.requestId, body.accountId]);
    const amount = Number(rows[0]!.amount_cents);
    await tx.query(`UPDATE accounts SET balance_cents = balance_cents - $2, available_cents = available_cents - $2 WHERE id = $1`,
      [body.accountId, amount]);
    await tx.query('INSERT INTO eftpos_postings (request_id, account_id, amount_cents) VALUES ($1, $2, $3)', [body.requestId, body.accountId, amount]);
    await completeOperation(tx, operationId);
    return null;
  });
}

/** Declines with the customer's reason; the merchant's request ends and no money moves. */
export async function declineRequest(db: Database, customerNumber: string, body: DeclineEftposRequest): Promise<Refusal> {
  return db.transaction(async (tx) => {
    if (!(await pendingRequest(tx, customerNumber, body.requestId, true))) return NO_REQUEST;
    await tx.query(`UPDATE eftpos_requests SET status = 'declined', decided_at = now(), rejection_reason = $2 WHERE id = $1`,
      [body.requestId, body.reason.trim()]);
    return null;
  });
}
