import type { Queryable } from '../platform/db/Database';

export type FactorKind = 'mobile' | 'phone' | 'email' | 'password' | 'passkey';

/**
 * Notes that a factor or contact detail changed: for 24 hours after, the scam rules hold a
 * payment to someone new (a taken-over account's first move is to change where codes go).
 */
export async function recordFactorChange(db: Queryable, customerNumber: string, kind: FactorKind): Promise<void> {
  await db.query('INSERT INTO factor_changes (customer_number, kind) VALUES ($1, $2)', [customerNumber, kind]);
}
