import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import type { PayeeDto } from '../../contract/payees';
import type { PayeeFields } from './rules';

/**
 * Domestic payees, always through the owner's customer number: another customer's payee id
 * finds nothing, so the route answers 404 and reveals nothing.
 */
interface PayeeRow {
  id: string; name: string; account_number: string; particulars: string | null; code: string | null;
  reference: string | null; created_at: Date | string;
}

const toDto = (row: PayeeRow): PayeeDto => ({
  id: row.id, name: row.name, accountNumber: row.account_number, particulars: row.particulars, code: row.code,
  reference: row.reference, createdAt: new Date(row.created_at).toISOString(),
});

const COLUMNS = 'id, name, account_number, particulars, code, reference, created_at';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listPayees(db: Queryable, customerNumber: string): Promise<PayeeDto[]> {
  const { rows } = await db.query<PayeeRow>(
    `SELECT ${COLUMNS} FROM payees WHERE customer_number = $1 AND deleted_at IS NULL ORDER BY lower(name), created_at`, [customerNumber]);
  return rows.map(toDto);
}

export async function findPayee(db: Queryable, customerNumber: string, id: string): Promise<PayeeDto | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<PayeeRow>(
    `SELECT ${COLUMNS} FROM payees WHERE id = $1 AND customer_number = $2 AND deleted_at IS NULL`, [id, customerNumber]);
  return rows[0] ? toDto(rows[0]) : null;
}

export async function insertPayee(db: Queryable, customerNumber: string, payee: PayeeFields): Promise<PayeeDto> {
  const { rows } = await db.query<PayeeRow>(
    `INSERT INTO payees (id, customer_number, name, account_number, particulars, code, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [randomUUID(), customerNumber, payee.name, payee.accountNumber, payee.particulars, payee.code, payee.reference]);
  return toDto(rows[0] as PayeeRow);
}

export async function updatePayee(db: Queryable, customerNumber: string, id: string, payee: PayeeFields): Promise<PayeeDto | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<PayeeRow>(
    `UPDATE payees SET name = $3, account_number = $4, particulars = $5, code = $6, reference = $7
      WHERE id = $1 AND customer_number = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, customerNumber, payee.name, payee.accountNumber, payee.particulars, payee.code, payee.reference]);
  return rows[0] ? toDto(rows[0]) : null;
}

/** Deletes softly (past payments still name the payee); false when there was none to delete. */
export async function deletePayee(db: Queryable, customerNumber: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rows } = await db.query(
    'UPDATE payees SET deleted_at = sandbox_now() WHERE id = $1 AND customer_number = $2 AND deleted_at IS NULL RETURNING id', [id, customerNumber]);
  return rows.length > 0;
}

export async function isPayeeEditingRestricted(db: Queryable, customerNumber: string): Promise<boolean> {
  const { rows } = await db.query<{ restricted: boolean }>(
    'SELECT payee_editing_restricted AS restricted FROM customers WHERE customer_number = $1', [customerNumber]);
  return rows[0]?.restricted ?? true;
}
