import type { Queryable } from '../platform/db/Database';

/**
 * "Lock my banking": when this customer's banking was locked (a row in banking_locks), or null.
 * What a lock refuses is decided once for every route, in requireCustomer (writes), and in the
 * runs of automatic and scheduled payments.
 */
export async function isBankingLocked(db: Queryable, customerNumber: string): Promise<Date | null> {
  const { rows: [row] } = await db.query<{ locked_at: Date }>('SELECT locked_at FROM banking_locks WHERE customer_number = $1', [customerNumber]);
  return row ? new Date(row.locked_at) : null;
}

/**
 * Locks the banking and ends every other session of the customer (their access and refresh
 * tokens stop working at once): a fraudster's session opened before the lock must not live on
 * beside it. The session that locked carries on, so the customer can read and call us. Writes
 * to the session area's table here, not through its index: the session area reads the lock at
 * login (lockRefusesLogin), and the other way round would be an import cycle.
 */
export async function lockBanking(db: Queryable, customerNumber: string, lockingSessionId: string): Promise<number> {
  await db.query('INSERT INTO banking_locks (customer_number) VALUES ($1) ON CONFLICT DO NOTHING', [customerNumber]);
  const { rows } = await db.query(
    `UPDATE sessions SET revoked_at = sandbox_now(), revoked_reason = 'banking-locked'
      WHERE customer_number = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id`, [customerNumber, lockingSessionId]);
  return rows.length;
}

/** Unlocking: only the operator (a call to the bank) or the password-reset journey's checks do this. */
export async function unlockBanking(db: Queryable, customerNumber: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM banking_locks WHERE customer_number = $1 RETURNING 1', [customerNumber]);
  return rows.length > 0;
}

/** A login from a browser this customer never logged in from, while locked, is refused. */
export async function lockRefusesLogin(db: Queryable, customerNumber: string, browserId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM banking_locks l WHERE l.customer_number = $1
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.customer_number = $1 AND s.browser_id = $2 AND s.created_at < l.locked_at)`,
    [customerNumber, browserId]);
  return rows.length > 0;
}
