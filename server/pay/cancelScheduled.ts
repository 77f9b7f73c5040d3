import type { Database } from '../platform/db/Database';
import type { ApiErrorBody } from '../../contract/errors';
import type { ReceiptDto } from '../../contract/pay';
import { readReceipt } from './receipts';

/**
 * Cancels one of the customer's scheduled payments while its date is still ahead (on the day
 * itself the scheduler may be posting it). Cancelling again answers the cancelled payment.
 * The postings stay, marked by the cancellation: they never counted in any balance.
 */
export async function cancelScheduled(db: Database, customerNumber: string, id: string, today: string): Promise<{ status: number; body: ReceiptDto | ApiErrorBody }> {
  const receipt = await readReceipt(db, customerNumber, id);
  if (!receipt) return { status: 404, body: { message: 'Payment not found.' } };
  if (receipt.status === 'cancelled') return { status: 200, body: receipt };
  const { rows } = await db.query(
    `UPDATE ledger_transactions SET cancelled_at = sandbox_now()
      WHERE id = $1 AND customer_number = $2 AND status = 'pending' AND cancelled_at IS NULL
        AND scheduled_for IS NOT NULL AND scheduled_for > $3::date RETURNING id`, [id, customerNumber, today]);
  if (!rows.length) return { status: 409, body: { message: 'This payment is due or already made, so it can no longer be cancelled.' } };
  const cancelled = await readReceipt(db, customerNumber, id);
  return cancelled ? { status: 200, body: cancelled } : { status: 404, body: { message: 'Payment not found.' } };
}
