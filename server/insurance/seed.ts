import type { Queryable } from '../platform/db/Database';

/** Aroha Ngata (1000001) holds one life policy covering her and her partner. */
export async function seedInsurance(db: Queryable): Promise<void> {
  const id = 'LIFE-1000001-1';
  const inserted = await db.query(
    `INSERT INTO insurance_policies (id, customer_number, product, name, policy_number, cover_cents, premium_cents, premium_frequency, start_date, next_due_date)
     VALUES ($1, '1000001', 'life', 'Life insurance', 'KL-204 118 563', 50000000, 4682, 'monthly', '2022-08-01', '2026-12-01')
     ON CONFLICT DO NOTHING RETURNING id`, [id]);
  if (inserted.rows.length === 0) return;
  for (const [position, [name, role]] of [['Aroha Ngata', 'Policy owner and life insured'], ['Wiremu Ngata', 'Life insured']].entries()) {
    await db.query('INSERT INTO insurance_insured_people (policy_id, position, name, role) VALUES ($1, $2, $3, $4)', [id, position, name, role]);
  }
  const documents = [['Policy schedule', '/api/content/document/life-policy-schedule.pdf'], ['Policy wording', '/api/content/document/life-policy-wording.pdf']];
  for (const [position, [title, href]] of documents.entries()) {
    await db.query('INSERT INTO insurance_documents (policy_id, position, title, href) VALUES ($1, $2, $3, $4)', [id, position, title, href]);
  }
}
