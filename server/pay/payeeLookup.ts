import type { Queryable } from '../platform/db/Database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SavedPayee { name: string; accountNumber: string }

/**
 * One of the customer's saved payees that has not been deleted, or null. The payees table
 * belongs to the payees area; until its migration has run this finds none.
 */
export async function findOwnPayee(db: Queryable, customerNumber: string, id: string): Promise<SavedPayee | null> {
  if (!UUID.test(id)) return null;
  const { rows: [table] } = await db.query<{ present: boolean }>(`SELECT to_regclass('payees') IS NOT NULL AS present`);
  if (!table?.present) return null;
  const { rows: [payee] } = await db.query<{ name: string; account_number: string }>(
    `SELECT name, account_number FROM payees WHERE id = $1 AND customer_number = $2 AND deleted_at IS NULL`,
    [id, customerNumber]);
  return payee ? { name: payee.name, accountNumber: payee.account_number } : null;
}
