import type { Queryable } from '../platform/db/Database';
import { verifyPassword } from '../platform/auth/passwordHashing';
import { hitRateLimit, releaseRateLimit } from '../platform/rateLimit';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is incorrect.';
export const PASSWORD_TRIES_MESSAGE = 'Too many incorrect passwords. Try again later.';
/**
 * Wrong passwords per customer in 15 minutes: a stolen session cannot grind the password here.
 * Each check is counted before it is made (parallel guesses cannot slip past), and a right one
 * is given back: a change that asks twice (once, then again on the step-up's retry, as removing
 * a passkey or a mobile does) must not use up the customer's tries.
 */
const PASSWORD_CHECKS = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The current password again, for a change of factor (a mobile): the session alone is not
 * enough (ASVS 5.0 6.4/7.5 re-authentication). Counted before it is checked.
 */
export async function checkCurrentPassword(
  db: Queryable, customerNumber: string, password: string | undefined,
): Promise<'right' | 'wrong' | 'throttled'> {
  if (!password) return 'wrong';
  const bucket = `password-checks:customer:${customerNumber}`;
  const verdict = await hitRateLimit(db, { bucket, ...PASSWORD_CHECKS });
  if (!verdict.allowed) return 'throttled';
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE customer_number = $1', [customerNumber]);
  if (!rows[0] || !(await verifyPassword(rows[0].password_hash, password))) return 'wrong';
  await releaseRateLimit(db, { bucket, ...PASSWORD_CHECKS });
  return 'right';
}
