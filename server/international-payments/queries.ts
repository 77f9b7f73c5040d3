import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import { QUOTE_HOLD_SECONDS } from '../../contract/international-payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A currency the bank sends, as the rate table holds it. */
export interface TableRate { currency: string; decimals: number; midRateE4: number }

export async function readTableRate(db: Queryable, currency: string): Promise<TableRate | null> {
  const { rows: [row] } = await db.query<{ decimals: number; mid_rate_e4: string | number }>(
    'SELECT decimals, mid_rate_e4 FROM fx_rates WHERE currency = $1', [currency]);
  return row ? { currency, decimals: Number(row.decimals), midRateE4: Number(row.mid_rate_e4) } : null;
}

export interface Quote {
  id: string; customerNumber: string; payeeId: string; fromAccountId: string; currency: string; decimals: number;
  rateE4: number; foreignAmountMinor: number; nzdCents: number; feeCents: number;
  createdAt: string; expiresAt: string; used: boolean; expired: boolean;
}

interface QuoteRow {
  id: string; customer_number: string; payee_id: string; from_account_id: string; currency: string; decimals: number;
  rate_e4: string | number; foreign_amount_minor: string | number; nzd_cents: string | number; fee_cents: string | number;
  created_at: Date | string; expires_at: Date | string; used: boolean; expired: boolean;
}

const COLUMNS = `id, customer_number, payee_id, from_account_id, currency, decimals, rate_e4, foreign_amount_minor, nzd_cents, fee_cents,
  created_at, expires_at, used_at IS NOT NULL AS used, expires_at <= sandbox_now() AS expired`;

const toQuote = (r: QuoteRow): Quote => ({
  id: r.id, customerNumber: r.customer_number, payeeId: r.payee_id, fromAccountId: r.from_account_id, currency: r.currency,
  decimals: Number(r.decimals), rateE4: Number(r.rate_e4), foreignAmountMinor: Number(r.foreign_amount_minor),
  nzdCents: Number(r.nzd_cents), feeCents: Number(r.fee_cents), createdAt: new Date(r.created_at).toISOString(),
  expiresAt: new Date(r.expires_at).toISOString(), used: r.used, expired: r.expired,
});

export type NewQuote = Omit<Quote, 'id' | 'createdAt' | 'expiresAt' | 'used' | 'expired'>;

/** Stores a quote held for QUOTE_HOLD_SECONDS of the sandbox clock. */
export async function insertQuote(db: Queryable, q: NewQuote): Promise<Quote> {
  const { rows: [row] } = await db.query<QuoteRow>(
    `INSERT INTO international_quotes (id, customer_number, payee_id, from_account_id, currency, decimals, rate_e4, foreign_amount_minor, nzd_cents, fee_cents, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, sandbox_now() + make_interval(secs => $11)) RETURNING ${COLUMNS}`,
    [randomUUID(), q.customerNumber, q.payeeId, q.fromAccountId, q.currency, q.decimals, q.rateE4, q.foreignAmountMinor,
      q.nzdCents, q.feeCents, QUOTE_HOLD_SECONDS]);
  return toQuote(row as QuoteRow);
}

/**
 * The customer's own quote, or null (another customer's is as unknown as a missing one).
 * `lock`: inside the payment's transaction, so two requests cannot both use it.
 */
export async function findQuote(db: Queryable, customerNumber: string, id: string, { lock = false } = {}): Promise<Quote | null> {
  if (!UUID.test(id)) return null;
  const { rows: [row] } = await db.query<QuoteRow>(
    `SELECT ${COLUMNS} FROM international_quotes WHERE id = $1 AND customer_number = $2${lock ? ' FOR UPDATE' : ''}`, [id, customerNumber]);
  return row ? toQuote(row) : null;
}

/** Marks the quote paid by `transactionId` (in the payment's transaction, after it was locked and checked unused). */
export async function markQuoteUsed(db: Queryable, id: string, transactionId: string): Promise<void> {
  const { rows } = await db.query(
    'UPDATE international_quotes SET used_at = sandbox_now(), transaction_id = $2 WHERE id = $1 AND used_at IS NULL RETURNING 1', [id, transactionId]);
  if (rows.length === 0) throw new Error(`Quote ${id} was used twice`);
}
