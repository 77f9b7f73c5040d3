import type { Queryable } from '../platform/db/Database';

/** Grace Patel (1000007) is owed a refund of the interest and fees on her personal loan. */
export async function seedRemediation(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO remediation_recipients (customer_number, case_reference, refund_cents) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`, ['1000007', 'CCCFA-2026-0007', 48_215]);
}
