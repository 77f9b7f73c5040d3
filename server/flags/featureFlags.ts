import type { Queryable } from '../platform/db/Database';

export interface Feature { name: string; enabled: boolean }

/** Every flag, resolved for one customer: the customer's own setting if any, else the global one. */
export async function featuresFor(db: Queryable, customerNumber: string): Promise<Feature[]> {
  const { rows } = await db.query<Feature>(
    `SELECT f.name, COALESCE(c.enabled, f.enabled) AS enabled
       FROM feature_flags f LEFT JOIN customer_feature_flags c ON c.name = f.name AND c.customer_number = $1
      ORDER BY f.name`,
    [customerNumber],
  );
  return rows;
}

/** The stored spelling of a flag name given in any case, or null when there is no such flag. */
export async function canonicalFlagName(db: Queryable, name: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM feature_flags WHERE lower(name) = lower($1)', [name]);
  return rows[0]?.name ?? null;
}

/** Sets a flag globally, or for one customer, where `null` removes their own setting (back to global). */
export async function setFeatureFlag(
  db: Queryable, name: string, setting: { enabled: boolean } | { enabled: boolean | null; customerNumber: string },
): Promise<void> {
  const { enabled } = setting;
  const customerNumber = 'customerNumber' in setting ? setting.customerNumber : null;
  if (customerNumber === null) {
    await db.query('UPDATE feature_flags SET enabled = $2, updated_at = sandbox_now() WHERE name = $1', [name, enabled]);
  } else if (enabled === null) {
    await db.query('DELETE FROM customer_feature_flags WHERE customer_number = $1 AND name = $2', [customerNumber, name]);
  } else {
    await db.query(
      `INSERT INTO customer_feature_flags (customer_number, name, enabled) VALUES ($1, $2, $3)
       ON CONFLICT (customer_number, name) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = sandbox_now()`,
      [customerNumber, name, enabled],
    );
  }
}

/** Every flag's global value and per-customer settings (the operator's view). */
export async function allFlagStates(db: Queryable): Promise<{ name: string; global: boolean; customers: Record<string, boolean> }[]> {
  const flags = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_flags ORDER BY name');
  const own = await db.query<{ name: string; customer_number: string; enabled: boolean }>(
    'SELECT name, customer_number, enabled FROM customer_feature_flags ORDER BY customer_number');
  return flags.rows.map((flag) => ({
    name: flag.name,
    global: flag.enabled,
    customers: Object.fromEntries(own.rows.filter((r) => r.name === flag.name).map((r) => [r.customer_number, r.enabled])),
  }));
}
