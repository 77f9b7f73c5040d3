import type { EftposAccountDto, EftposRequestDto } from '../../contract/eftpos';
import { PAYING_PRODUCTS } from './rules';
import type { Queryable } from '../platform/db/Database';

interface RequestRow { id: string; merchant: string; amount_cents: string | number; created_at: Date | string; expires_at: Date | string }

const toDto = (r: RequestRow): EftposRequestDto => ({
  id: r.id, merchant: r.merchant, amountCents: Number(r.amount_cents),
  createdAt: new Date(r.created_at).toISOString(), expiresAt: new Date(r.expires_at).toISOString(),
});

/** Whether the customer has online EFTPOS on; on unless they turned it off. */
export async function eftposEnabled(db: Queryable, customerNumber: string): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>('SELECT enabled FROM eftpos_settings WHERE customer_number = $1', [customerNumber]);
  return rows[0]?.enabled ?? true;
}

export async function setEftposEnabled(db: Queryable, customerNumber: string, enabled: boolean): Promise<void> {
  await db.query(`INSERT INTO eftpos_settings (customer_number, enabled) VALUES ($1, $2)
    ON CONFLICT (customer_number) DO UPDATE SET enabled = EXCLUDED.enabled`, [customerNumber, enabled]);
}

/** The customer's requests still waiting for a decision (not expired), soonest expiry first. */
export async function pendingRequests(db: Queryable, customerNumber: string): Promise<EftposRequestDto[]> {
  const { rows } = await db.query<RequestRow>(`SELECT id, merchant, amount_cents, created_at, expires_at FROM eftpos_requests
    WHERE customer_number = $1 AND status = 'pending' AND expires_at > sandbox_now() ORDER BY expires_at, id`, [customerNumber]);
  return rows.map(toDto);
}

/** One pending, unexpired request of the customer (locked for the decision when asked); null otherwise. */
export async function pendingRequest(db: Queryable, customerNumber: string, id: string, lock = false): Promise<EftposRequestDto | null> {
  const { rows } = await db.query<RequestRow>(`SELECT id, merchant, amount_cents, created_at, expires_at FROM eftpos_requests
    WHERE customer_number = $1 AND id = $2 AND status = 'pending' AND expires_at > sandbox_now()${lock ? ' FOR UPDATE' : ''}`, [customerNumber, id]);
  return rows[0] ? toDto(rows[0]) : null;
}

/** The customer's accounts a payment may come from, in their display order. */
export async function payingAccounts(db: Queryable, customerNumber: string): Promise<EftposAccountDto[]> {
  const { rows } = await db.query<{ id: string; name: string; account_number: string; available_cents: string | number }>(
    `SELECT id, COALESCE(nickname, name) AS name, account_number, available_cents FROM accounts WHERE customer_number = $1 AND product = ANY($2)
      ORDER BY sort_order`, [customerNumber, [...PAYING_PRODUCTS]]);
  return rows.map((r) => ({ id: r.id, name: r.name, accountNumber: r.account_number, availableCents: Number(r.available_cents) }));
}
