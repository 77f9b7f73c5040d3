import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import type { InternationalPayeeDto } from '../../contract/payees';
import type { InternationalPayeeFields } from './rules';
import { UUID } from './queries';

interface Row {
  id: string; name: string; address: string; country: string; iban: string | null; account_number: string | null;
  bank_code: string | null; swift_bic: string; currency: string; created_at: Date | string;
}

const COLUMNS = 'id, name, address, country, iban, account_number, bank_code, swift_bic, currency, created_at';

const toDto = (row: Row): InternationalPayeeDto => ({
  id: row.id, name: row.name, address: row.address, country: row.country, iban: row.iban, accountNumber: row.account_number,
  bankCode: row.bank_code, swiftBic: row.swift_bic, currency: row.currency, createdAt: new Date(row.created_at).toISOString(),
});

/** International payees, always through the owner's customer number (another's id finds nothing). */
export async function listInternationalPayees(db: Queryable, customerNumber: string): Promise<InternationalPayeeDto[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM international_payees WHERE customer_number = $1 AND deleted_at IS NULL ORDER BY lower(name)`, [customerNumber]);
  return rows.map(toDto);
}

/** One of the customer's own international payees, or null (another customer's id finds nothing, as a missing one). */
export async function findInternationalPayee(db: Queryable, customerNumber: string, id: string): Promise<InternationalPayeeDto | null> {
  if (!UUID.test(id)) return null;
  const { rows: [row] } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM international_payees WHERE id = $1 AND customer_number = $2 AND deleted_at IS NULL`, [id, customerNumber]);
  return row ? toDto(row) : null;
}

export async function insertInternationalPayee(db: Queryable, customerNumber: string, p: InternationalPayeeFields): Promise<InternationalPayeeDto> {
  const { rows } = await db.query<Row>(
    `INSERT INTO international_payees (id, customer_number, name, address, country, iban, account_number, bank_code, swift_bic, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [randomUUID(), customerNumber, p.name, p.address, p.country, p.iban, p.accountNumber, p.bankCode, p.swiftBic, p.currency]);
  return toDto(rows[0] as Row);
}

export async function deleteInternationalPayee(db: Queryable, customerNumber: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rows } = await db.query(
    `UPDATE international_payees SET deleted_at = sandbox_now() WHERE id = $1 AND customer_number = $2 AND deleted_at IS NULL RETURNING id`,
    [id, customerNumber]);
  return rows.length > 0;
}
