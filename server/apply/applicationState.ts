import type { Queryable } from '../platform/db/Database';
import { WITHDRAWABLE } from '../../contract/rules/ApplicationChanges';

/**
 * Withdraws the customer's application if it is not decided yet: true when it was withdrawn now,
 * false when it is not theirs, not found, or already past that point (a double click withdraws once).
 */
export async function withdrawApplication(db: Queryable, customerNumber: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const { rows } = await db.query(
    `UPDATE applications SET status = 'cancelled', updated_at = sandbox_now()
      WHERE id = $1 AND customer_number = $2 AND status = ANY($3) RETURNING 1`, [id, customerNumber, WITHDRAWABLE]);
  return rows.length > 0;
}
