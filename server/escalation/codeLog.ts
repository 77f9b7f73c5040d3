import type { Queryable } from '../platform/db/Database';

/**
 * The development log of sent one-time codes, in plain text so `/dev/one-time-codes` and the
 * journeys can read them. It exists only while the development endpoints are on: created at
 * start with SANDBOX_DEV, dropped at any other start, so a production database never has it.
 */
export async function prepareCodeLog(db: Queryable, devEndpoints: boolean): Promise<void> {
  if (!devEndpoints) {
    await db.query('DROP TABLE IF EXISTS one_time_code_log');
    return;
  }
  await db.query(`CREATE TABLE IF NOT EXISTS one_time_code_log (
    operation_id text PRIMARY KEY,
    customer_number text NOT NULL,
    purpose text NOT NULL,
    code text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT sandbox_now())`);
  await db.query('CREATE INDEX IF NOT EXISTS one_time_code_log_created ON one_time_code_log (created_at DESC)');
}

export interface LoggedCode { customer_number: string; operation_id: string; code: string; purpose: string; created_at: Date | string }

/** The newest 100 logged codes, of one customer or of all. */
export async function loggedCodes(db: Queryable, customerNumber: string | null): Promise<LoggedCode[]> {
  const { rows } = await db.query<LoggedCode>(
    `SELECT customer_number, operation_id, code, purpose, created_at FROM one_time_code_log
      WHERE $1::text IS NULL OR customer_number = $1 ORDER BY created_at DESC, operation_id LIMIT 100`,
    [customerNumber]);
  return rows;
}
