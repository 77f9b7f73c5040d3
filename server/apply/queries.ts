import { randomUUID } from 'node:crypto';
import type { ApplicationDto, ApplicationProductId, ApplicationStatus } from '../../contract/apply';
import type { Queryable } from '../platform/db/Database';

interface ApplicationRow {
  id: string; product: ApplicationProductId; status: ApplicationStatus; step: number;
  answers: Record<string, string>; created_at: Date | string; updated_at: Date | string;
}

const COLUMNS = 'id, product, status, step, answers, created_at, updated_at';
const iso = (value: Date | string) => new Date(value).toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id, product: row.product, status: row.status, step: row.step,
    answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
    createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}

/**
 * The customer's open application for a product, created when there is none. One statement:
 * the partial unique index makes a second INSERT of the same draft a no-op update that returns
 * the existing row, so two racing calls answer the same application.
 */
export async function getOrCreateDraft(db: Queryable, customerNumber: string, product: ApplicationProductId): Promise<ApplicationDto> {
  const { rows } = await db.query<ApplicationRow>(
    `INSERT INTO applications (id, customer_number, product) VALUES ($1, $2, $3)
     ON CONFLICT (customer_number, product) WHERE status = 'draft'
     DO UPDATE SET updated_at = applications.updated_at
     RETURNING ${COLUMNS}`, [randomUUID(), customerNumber, product]);
  const row = rows[0];
  if (!row) throw new Error('get-or-create returned no application');
  return toDto(row);
}

/** The customer's own application by id; null for another customer's, or an id that is none. */
export async function findApplication(db: Queryable, customerNumber: string, id: string, lock = false): Promise<ApplicationDto | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM applications WHERE id = $1 AND customer_number = $2${lock ? ' FOR UPDATE' : ''}`, [id, customerNumber]);
  return rows[0] ? toDto(rows[0]) : null;
}

/** Saves a draft's answers and step; null when it is not the customer's open draft. */
export async function saveDraft(db: Queryable, customerNumber: string, id: string, step: number, answers: Record<string, string>): Promise<ApplicationDto | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<ApplicationRow>(
    `UPDATE applications SET step = $3, answers = $4::jsonb, updated_at = sandbox_now()
      WHERE id = $1 AND customer_number = $2 AND status = 'draft' RETURNING ${COLUMNS}`,
    [id, customerNumber, step, JSON.stringify(answers)]);
  return rows[0] ? toDto(rows[0]) : null;
}

export async function recordDecision(db: Queryable, id: string, status: ApplicationStatus, reasonCode: number | null): Promise<void> {
  await db.query('UPDATE applications SET status = $2, reason_code = $3, updated_at = sandbox_now() WHERE id = $1', [id, status, reasonCode]);
}

/** The bureau score of a customer; a customer the bureau does not know scores 0. */
export async function creditScoreOf(db: Queryable, customerNumber: string): Promise<number> {
  const { rows } = await db.query<{ score: number }>('SELECT score FROM credit_scores WHERE customer_number = $1', [customerNumber]);
  return rows[0]?.score ?? 0;
}
