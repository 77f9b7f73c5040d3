import { randomUUID } from 'node:crypto';
import type { PaymentRequest } from '../../contract/pay';
import type { HeldPaymentDto } from '../../contract/scam';
import type { Database, Queryable } from '../platform/db/Database';
import { makePayment } from '../pay';
import { withDebitAlerts } from '../alerts';
import type { Outcome } from '../ledger';

/** How long a payment stays on hold for the customer's protection before the bank must decide. */
export const HOLD_HOURS = 24;

interface HeldRow {
  id: string; customer_number: string; request: PaymentRequest; from_account_id: string; account_number: string; payee_name: string;
  amount_cents: string | number; purpose: string | null; reasons: string; status: HeldPaymentDto['status'];
  created_at: Date; hold_until: Date; transaction_id: string | null;
}

const COLUMNS = 'id, customer_number, request, from_account_id, account_number, payee_name, amount_cents, purpose, reasons, status, created_at, hold_until, transaction_id';

const toDto = (r: HeldRow): HeldPaymentDto => ({
  id: r.id, status: r.status, createdAt: new Date(r.created_at).toISOString(), holdUntil: new Date(r.hold_until).toISOString(),
  fromAccountId: r.from_account_id, to: { name: r.payee_name, accountNumber: r.account_number }, amountCents: Number(r.amount_cents),
  purpose: (r.purpose as HeldPaymentDto['purpose']) ?? null, reasons: r.reasons, transactionId: r.transaction_id,
});

/** Holds a payment instead of making it: no ledger transaction, no money moves. */
export async function holdPayment(tx: Queryable, input: {
  customerNumber: string; request: PaymentRequest; accountNumber: string; name: string; reasons: string;
}): Promise<HeldPaymentDto> {
  const { rows: [row] } = await tx.query<HeldRow>(
    `INSERT INTO held_payments (id, customer_number, request, from_account_id, account_number, payee_name, amount_cents, purpose, reasons, hold_until)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, sandbox_now() + make_interval(hours => $10)) RETURNING ${COLUMNS}`,
    [randomUUID(), input.customerNumber, JSON.stringify({ ...input.request, riskAcknowledged: true }), input.request.fromAccountId,
      input.accountNumber, input.name, input.request.amountCents, input.request.purpose ?? null, input.reasons, HOLD_HOURS]);
  return toDto(row!);
}

/** The customer's held payments (and those decided lately), newest first. */
export async function listHeldPayments(db: Queryable, customerNumber: string): Promise<HeldPaymentDto[]> {
  const { rows } = await db.query<HeldRow>(
    `SELECT ${COLUMNS} FROM held_payments WHERE customer_number = $1
        AND (status = 'held' OR decided_at > sandbox_now() - interval '7 days') ORDER BY created_at DESC LIMIT 50`, [customerNumber]);
  return rows.map(toDto);
}

/** Every payment on hold, for the operator (npm run operator -- holds). */
export async function listAllHeld(db: Queryable): Promise<(HeldPaymentDto & { customerNumber: string })[]> {
  const { rows } = await db.query<HeldRow>(`SELECT ${COLUMNS} FROM held_payments WHERE status = 'held' ORDER BY created_at`);
  return rows.map((r) => ({ ...toDto(r), customerNumber: r.customer_number }));
}

export type HoldDecision = { status: 200; body: HeldPaymentDto } | { status: 404 | 409; body: { message: string } };

const NOT_FOUND = { status: 404, body: { message: 'Held payment not found.' } } as const;
const DECIDED = { status: 409, body: { message: 'This payment is no longer on hold.' } } as const;

async function lockHeld(tx: Queryable, id: string, customerNumber: string | null): Promise<HeldRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows: [row] } = await tx.query<HeldRow>(
    `SELECT ${COLUMNS} FROM held_payments WHERE id = $1 AND ($2::text IS NULL OR customer_number = $2) FOR UPDATE`, [id, customerNumber]);
  return row ?? null;
}

/** Ends a hold without paying: the customer cancels, or the bank stops it. Nothing ever moves. */
export async function endHold(db: Database, id: string, by: { customerNumber: string } | 'bank'): Promise<HoldDecision> {
  return db.transaction(async (tx) => {
    const row = await lockHeld(tx, id, by === 'bank' ? null : by.customerNumber);
    if (!row) return NOT_FOUND;
    if (row.status !== 'held') return DECIDED;
    const { rows: [done] } = await tx.query<HeldRow>(
      `UPDATE held_payments SET status = $2, decided_at = sandbox_now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, by === 'bank' ? 'stopped' : 'cancelled']);
    return { status: 200, body: toDto(done!) };
  });
}

/**
 * The bank releases a held payment: it is made now, as it was asked (funds and the account
 * checked again). When it cannot be made (the money is gone, the account closed), the hold is
 * stopped and the refusal answered; nothing moves either way but the one payment.
 */
export async function releaseHold(db: Database, id: string, today: string): Promise<HoldDecision | Outcome> {
  return db.transaction(async (tx) => {
    const row = await lockHeld(tx, id, null);
    if (!row) return NOT_FOUND;
    if (row.status !== 'held') return DECIDED;
    // Released, it is paid now (a date it was asked for has passed or is too near to matter).
    const request: PaymentRequest = { ...row.request };
    delete request.date;
    const paid = await withDebitAlerts(tx, row.customer_number, await makePayment(tx, row.customer_number, request, today));
    const receipt = paid.body as { id?: string };
    const released = paid.status === 200 && receipt.id;
    const { rows: [done] } = await tx.query<HeldRow>(
      `UPDATE held_payments SET status = $2, decided_at = sandbox_now(), transaction_id = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, released ? 'released' : 'stopped', released ? receipt.id : null]);
    if (released) await tx.query('UPDATE ledger_transactions SET purpose = $2 WHERE id = $1', [receipt.id, row.purpose]);
    return released ? { status: 200, body: toDto(done!) } : paid;
  });
}
