import type { ReceiptDto } from '../../contract/pay';
import { aucklandDateOf } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../platform/db/Database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ReceiptRow {
  id: string; kind: 'payment' | 'transfer'; status: 'pending' | 'posted' | 'failed';
  created_at: Date | string; posted_at: Date | string | null; scheduled_for: string | null; cancelled_at: Date | string | null;
  payee_name: string | null; particulars: string; code: string; reference: string;
  from_id: string; from_name: string; from_number: string; amount_cents: number | string;
  external_account: string | null; to_account_name: string | null; to_account_number: string | null;
}

/**
 * A payment or transfer as its receipt shows it: the paying posting's account, the receiving
 * posting's account (one of ours, or another bank's). A payment shows the payee name the
 * customer gave, never the holder's account name: paying a Kōwhai account reveals nothing of it.
 */
const SELECT_RECEIPTS = `
  SELECT t.id, t.kind, t.status, t.created_at, t.posted_at, t.scheduled_for::text AS scheduled_for, t.cancelled_at,
         t.payee_name, t.particulars, t.code, t.reference,
         f.account_id AS from_id, fa.name AS from_name, fa.account_number AS from_number, -f.amount_cents AS amount_cents,
         d.external_account, da.name AS to_account_name, da.account_number AS to_account_number
    FROM ledger_transactions t
    JOIN postings f ON f.transaction_id = t.id AND f.amount_cents < 0
    JOIN accounts fa ON fa.id = f.account_id
    JOIN postings d ON d.transaction_id = t.id AND d.amount_cents > 0
    LEFT JOIN accounts da ON da.id = d.account_id
   WHERE t.customer_number = $1 AND t.kind IN ('payment', 'transfer')`;

function statusOf(r: ReceiptRow): ReceiptDto['status'] {
  if (r.cancelled_at) return 'cancelled';
  if (r.status === 'posted') return 'paid';
  return r.status === 'failed' ? 'failed' : 'scheduled';
}

function toReceipt(r: ReceiptRow): ReceiptDto {
  const created = new Date(r.created_at);
  return {
    id: r.id, kind: r.kind, status: statusOf(r), createdAt: created.toISOString(),
    date: r.posted_at ? aucklandDateOf(new Date(r.posted_at).getTime()) : r.scheduled_for ?? aucklandDateOf(created.getTime()),
    fromAccountId: r.from_id,
    from: { name: r.from_name, accountNumber: r.from_number },
    to: {
      name: (r.kind === 'payment' ? r.payee_name : r.to_account_name) ?? '',
      accountNumber: r.external_account ?? r.to_account_number ?? '',
    },
    amountCents: Number(r.amount_cents),
    particulars: r.particulars, code: r.code, reference: r.reference,
  };
}

/** The customer's own payment or transfer, or null (another customer's is as unknown as a missing one). */
export async function readReceipt(db: Queryable, customerNumber: string, id: string): Promise<ReceiptDto | null> {
  if (!UUID.test(id)) return null;
  const { rows: [row] } = await db.query<ReceiptRow>(`${SELECT_RECEIPTS} AND t.id = $2`, [customerNumber, id]);
  return row ? toReceipt(row) : null;
}

/** The customer's payments waiting for their date, soonest first. */
export async function listScheduled(db: Queryable, customerNumber: string): Promise<ReceiptDto[]> {
  const { rows } = await db.query<ReceiptRow>(
    `${SELECT_RECEIPTS} AND t.status = 'pending' AND t.scheduled_for IS NOT NULL AND t.cancelled_at IS NULL
     ORDER BY t.scheduled_for, t.created_at`, [customerNumber]);
  return rows.map(toReceipt);
}
