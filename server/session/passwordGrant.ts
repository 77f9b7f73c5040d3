import { verify } from '@node-rs/argon2';
import type { Database } from '../platform/db/Database';
import { issueAccessToken, issueRefreshToken, startSession } from './sessions';

/** Three failed logins lock the customer (spec section 9: failed-login lockout threshold 3). */
export const LOCKOUT_THRESHOLD = 3;

export type PasswordGrantResult =
  | { outcome: 'granted'; accessToken: string; refreshToken: string; customerNumber: string }
  | { outcome: 'mismatch' }
  | { outcome: 'locked' };

interface CustomerRow { customer_number: string; password_hash: string; failed_logins: number; locked_at: Date | null }

/**
 * Checks a customer number and password. An unknown customer and a wrong password look the
 * same to the caller; a wrong password counts towards the lockout, a right one resets it,
 * and a locked customer stays locked whatever password is given.
 */
export async function passwordGrant(
  db: Database, input: { username: string; password: string; browserId: string; lowprivSeconds: number; userAgent?: string | null },
): Promise<PasswordGrantResult> {
  const { rows } = await db.query<CustomerRow>(
    'SELECT customer_number, password_hash, failed_logins, locked_at FROM customers WHERE customer_number = $1',
    [input.username],
  );
  const customer = rows[0];
  if (!customer) return { outcome: 'mismatch' };
  if (customer.locked_at) return { outcome: 'locked' };
  if (!(await verify(customer.password_hash, input.password))) {
    const { rows: updated } = await db.query<{ locked: boolean }>(
      `UPDATE customers SET failed_logins = failed_logins + 1,
              locked_at = CASE WHEN failed_logins + 1 >= $2 THEN now() ELSE locked_at END
        WHERE customer_number = $1 RETURNING locked_at IS NOT NULL AS locked`,
      [customer.customer_number, LOCKOUT_THRESHOLD],
    );
    return updated[0]?.locked ? { outcome: 'locked' } : { outcome: 'mismatch' };
  }
  return db.transaction(async (tx) => {
    await tx.query('UPDATE customers SET failed_logins = 0 WHERE customer_number = $1', [customer.customer_number]);
    const sessionId = await startSession(tx, customer.customer_number, input.browserId, input.lowprivSeconds, input.userAgent ?? null);
    const accessToken = await issueAccessToken(tx, sessionId, 'full', input.lowprivSeconds);
    const refreshToken = await issueRefreshToken(tx, sessionId);
    return { outcome: 'granted' as const, accessToken, refreshToken, customerNumber: customer.customer_number };
  });
}
