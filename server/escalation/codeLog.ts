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
  // "Newest" is the order codes were sent, not their sandbox time: the operator can move that
  // clock back (a reset after a journey moved it on), and a code sent an hour ago would then
  // read as sent tomorrow and stay "newest" for good.
  await db.query('ALTER TABLE one_time_code_log ADD COLUMN IF NOT EXISTS sent_order bigserial');
  await db.query('DROP INDEX IF EXISTS one_time_code_log_created');
  await db.query('CREATE INDEX IF NOT EXISTS one_time_code_log_sent ON one_time_code_log (sent_order DESC)');
}

export interface LoggedCode { customer_number: string; operation_id: string; code: string; purpose: string; created_at: Date | string }

/** The last 100 codes sent, of one customer or of all, the last sent first. */
export async function loggedCodes(db: Queryable, customerNumber: string | null): Promise<LoggedCode[]> {
  const { rows } = await db.query<LoggedCode>(
    `SELECT customer_number, operation_id, code, purpose, created_at FROM one_time_code_log
      WHERE $1::text IS NULL OR customer_number = $1 ORDER BY sent_order DESC LIMIT 100`,
    [customerNumber]);
  return rows;
}
