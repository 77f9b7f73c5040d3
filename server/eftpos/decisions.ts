import type { ApproveEftposRequest, DeclineEftposRequest } from '../../contract/eftpos';
import type { Database, Queryable } from '../platform/db/Database';
import { alertsAfterDebit } from '../alerts';
import { completeOperation } from '../escalation';
import { recordMovement } from '../ledger';
import { merchantAccountOf } from '../ledger';
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
 * Pays the merchant: in one transaction the request is decided and the amount moves through
 * the ledger (a card transaction to the merchant's account, in the account's history and
 * statements like any payment). Locking the request makes a retried or parallel approval find
 * nothing pending, so a request is never paid twice.
 */
export async function approveRequest(db: Database, customerNumber: string, body: ApproveEftposRequest, operationId: string): Promise<Refusal> {
  return db.transaction(async (tx) => {
    const refusal = await checkApproval(tx, customerNumber, body, true);
    if (refusal) return refusal;
    const { rows: [request] } = await tx.query<{ amount_cents: string | number; merchant: string }>(
      `UPDATE eftpos_requests SET status = 'approved', decided_at = sandbox_now(), paid_from = $2 WHERE id = $1 RETURNING amount_cents, merchant`,
      [body.requestId, body.accountId]);
    const merchant = request!.merchant;
    const moved = await recordMovement(tx, {
      customerNumber, kind: 'card', fromAccountId: body.accountId, to: { externalAccount: merchantAccountOf(merchant) },
      amountCents: Number(request!.amount_cents), payeeName: merchant.slice(0, 20),
      describe: () => ({ from: `Online EFTPOS ${merchant}`.slice(0, 80), to: 'Online EFTPOS' }),
      // checkApproval has just checked the locked account: the same rule, so this never differs.
      check: (from) => (paymentProblem({ product: from.product, available_cents: from.availableCents }, Number(request!.amount_cents)) ? 'insufficient-funds' : null),
    });
    if (!moved.ok) throw new Error(`online EFTPOS approval refused by the ledger after its checks: ${moved.refusal}`);
    await tx.query('UPDATE eftpos_requests SET transaction_id = $2 WHERE id = $1', [body.requestId, moved.id]);
    await alertsAfterDebit(tx, customerNumber, { accountId: body.accountId, amountCents: Number(request!.amount_cents), payment: true, to: merchant });
    await completeOperation(tx, operationId);
    return null;
  });
}

/** Declines with the customer's reason; the merchant's request ends and no money moves. */
export async function declineRequest(db: Database, customerNumber: string, body: DeclineEftposRequest): Promise<Refusal> {
  return db.transaction(async (tx) => {
    if (!(await pendingRequest(tx, customerNumber, body.requestId, true))) return NO_REQUEST;
    await tx.query(`UPDATE eftpos_requests SET status = 'declined', decided_at = sandbox_now(), rejection_reason = $2 WHERE id = $1`,
      [body.requestId, body.reason.trim()]);
    return null;
  });
}
