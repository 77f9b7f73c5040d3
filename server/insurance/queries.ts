import { randomBytes } from 'node:crypto';
import type { PolicyDetailDto, PolicySummaryDto, PremiumFrequency } from '../../contract/insurance';
import type { Queryable } from '../platform/db/Database';

interface PolicyRow {
  id: string; product: string; name: string; policy_number: string; cover_cents: string | number; premium_cents: string | number;
  premium_frequency: PremiumFrequency; next_due_date: string; start_date: string;
}

// Dates leave as text: a JS Date would shift them by the server's time zone.
const COLUMNS = `id, product, name, policy_number, cover_cents, premium_cents, premium_frequency,
  next_due_date::text AS next_due_date, start_date::text AS start_date`;

const summary = (row: PolicyRow): PolicySummaryDto => ({
  id: row.id, product: row.product, name: row.name, policyNumber: row.policy_number,
  coverCents: Number(row.cover_cents), premiumCents: Number(row.premium_cents),
  premiumFrequency: row.premium_frequency, nextDueDate: row.next_due_date,
});

export async function dateOfBirthOf(db: Queryable, customerNumber: string): Promise<string> {
  const { rows } = await db.query<{ dob: string }>('SELECT date_of_birth::text AS dob FROM customers WHERE customer_number = $1', [customerNumber]);
  if (!rows[0]) throw new Error('session of a customer that no longer exists');
  return rows[0].dob;
}

export async function listPolicies(db: Queryable, customerNumber: string): Promise<PolicySummaryDto[]> {
  const { rows } = await db.query<PolicyRow>(`SELECT ${COLUMNS} FROM insurance_policies WHERE customer_number = $1 ORDER BY start_date`, [customerNumber]);
  return rows.map(summary);
}

/** One of the customer's policies; another customer's policy is as absent as a made-up one. */
export async function findPolicy(db: Queryable, customerNumber: string, id: string): Promise<PolicyDetailDto | null> {
  const { rows } = await db.query<PolicyRow>(`SELECT ${COLUMNS} FROM insurance_policies WHERE customer_number = $1 AND id = $2`, [customerNumber, id]);
  const row = rows[0];
  if (!row) return null;
  const people = await db.query<{ name: string; role: string }>('SELECT name, role FROM insurance_insured_people WHERE policy_id = $1 ORDER BY position', [id]);
  const documents = await db.query<{ title: string; href: string }>('SELECT title, href FROM insurance_documents WHERE policy_id = $1 ORDER BY position', [id]);
  const claims = await db.query<{ reference: string; kind: string; event_date: string; lodged_at: Date }>(
    'SELECT reference, kind, event_date::text AS event_date, lodged_at FROM insurance_claims WHERE policy_id = $1 ORDER BY lodged_at', [id]);
  return {
    ...summary(row), startDate: row.start_date, insuredPeople: people.rows, documents: documents.rows,
    claims: claims.rows.map((c) => ({ reference: c.reference, kind: c.kind, eventDate: c.event_date, lodgedAt: new Date(c.lodged_at).toISOString() })),
  };
}

export interface NewClaim { kind: string; eventDate: string; description: string; contactPhone: string }

/** Records a claim and returns its reference, e.g. CLM-8F3A2C. */
export async function lodgeClaim(db: Queryable, policyId: string, claim: NewClaim): Promise<string> {
  const reference = `CLM-${randomBytes(3).toString('hex').toUpperCase()}`;
  await db.query(
    'INSERT INTO insurance_claims (reference, policy_id, kind, event_date, description, contact_phone) VALUES ($1, $2, $3, $4, $5, $6)',
    [reference, policyId, claim.kind, claim.eventDate, claim.description.trim(), claim.contactPhone.trim()]);
  return reference;
}
