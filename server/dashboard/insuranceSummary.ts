import type { InsuranceSummaryDto } from '../../contract/dashboard';
import type { Queryable } from '../platform/db/Database';

/** The customer's insurance policies, for the home page's "Insurance" group. */
export async function insuranceSummary(db: Queryable, customerNumber: string): Promise<InsuranceSummaryDto[]> {
  const { rows } = await db.query<{ id: string; name: string; cover_cents: string | number }>(
    'SELECT id, name, cover_cents FROM insurance_policies WHERE customer_number = $1 ORDER BY start_date, id', [customerNumber]);
  return rows.map((r) => ({ id: r.id, name: r.name, coverCents: Number(r.cover_cents) }));
}
