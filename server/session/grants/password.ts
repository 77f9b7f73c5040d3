import type { Database, Queryable } from '../../platform/db/Database';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../platform/auth/passwordHashing';
import { issueAccessToken, issueRefreshToken, startSession } from '../sessions';
import { checkRateLimit, hitRateLimit, type RateLimit } from '../../platform/rateLimit';
import { alertAfterLogin } from '../../alerts/delivery';
import { setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';
import { lockRefusesLogin } from '../../scam/bankingLock';

const BANKING_LOCKED_LOGIN = 'Your banking is locked, so you can only log in from a device you have used before. Call us to unlock it.';

const WINDOW_SECONDS = 15 * 60;

/**
 * grant_type=password: log in with customer number and password. Besides each customer's
 * lockout, one client address may fail only so often across all customer numbers, so nobody
 * can try two passwords on every 7-digit number: past the limit, 429 with Retry-After.
 */
export async function handlePasswordGrant(context: GrantContext) {
  const { request, reply, body, browserId, db, lowprivSeconds, lockoutMinutes, failedLoginsPerAddress } = context;
  if (!body.username || !body.password) {
    return tokenError(reply, 400, 'invalid_request', 'username and password are required.');
  }
  const addressLimit: RateLimit = { bucket: `login-failures:address:${request.ip}`, limit: failedLoginsPerAddress, windowSeconds: WINDOW_SECONDS };
  const verdict = await checkRateLimit(db, addressLimit);
  if (!verdict.allowed) {
    reply.header('Retry-After', String(verdict.retryAfterSeconds));
    return tokenError(reply, 429, 'slow_down', 'Too many failed logins from this address. Try again later.');
  }
  const result = await passwordGrant(db, {
    username: body.username, password: body.password, browserId, lowprivSeconds, lockoutMinutes, userAgent: request.headers['user-agent'] ?? null,
  });
  if (result.outcome !== 'granted') await hitRateLimit(db, addressLimit);
  if (result.outcome === 'locked') return tokenError(reply, 400, 'account_locked', 'The customer is locked out.');
  if (result.outcome === 'mismatch') return tokenError(reply, 400, 'invalid_grant', 'The customer number or password is incorrect.');
  if (result.outcome === 'banking-locked') return tokenError(reply, 403, 'invalid_grant', BANKING_LOCKED_LOGIN);
  await alertAfterLogin(db, result.customerNumber, context.clock.now());
  setRefreshCookie(request, reply, result.refreshToken);
  return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: lowprivSeconds, customerNumber: result.customerNumber });
}

/** Three failed logins lock the customer (spec section 9: failed-login lockout threshold 3). */
export const LOCKOUT_THRESHOLD = 3;

export type PasswordGrantResult =
  | { outcome: 'granted'; accessToken: string; refreshToken: string; customerNumber: string }
  | { outcome: 'mismatch' }
  | { outcome: 'locked' }
  /** The right password, from a device new to a customer who locked their banking (server/scam/bankingLock.ts). */
  | { outcome: 'banking-locked' };

export interface PasswordGrantInput {
  username: string; password: string; browserId: string; lowprivSeconds: number;
  /** A lock older than this lifts by itself (LOCKOUT_MINUTES); password reset lifts it sooner. */
  lockoutMinutes: number;
  /** The browser's User-Agent: Security names the session's device and browser by it. */
  userAgent?: string | null;
}

interface LoginRow { password_hash: string | null; failed_logins: number; locked: boolean }

/**
 * Checks a customer number and password. The password is checked first, outside any lock (a
 * hash takes tens of milliseconds); then, in one transaction with the customer's row locked,
 * the lock is read again and the failure counted or the session started, so parallel guesses
 * cannot race past the lockout. An unknown number is checked against a dummy hash and counted
 * in its own table: it answers, locks and takes as long as a real customer's would.
 */
export async function passwordGrant(db: Database, input: PasswordGrantInput): Promise<PasswordGrantResult> {
  const before = await readLogin(db, input.username, input.lockoutMinutes, false);
  const matches = await verifyPassword(before?.password_hash ?? await dummyHash(), input.password) && before?.password_hash != null;
  return db.transaction(async (tx) => {
    const row = await readLogin(tx, input.username, input.lockoutMinutes, true);
    const known = row?.password_hash != null;
    if (row?.locked) return { outcome: 'locked' as const };
    if (!known || !matches) return countFailure(tx, input.username, known);
    await tx.query('UPDATE customers SET failed_logins = 0, locked_at = NULL WHERE customer_number = $1', [input.username]);
    if (await lockRefusesLogin(tx, input.username, input.browserId)) return { outcome: 'banking-locked' as const };
    if (needsRehash(row.password_hash!)) {
      await tx.query('UPDATE customers SET password_hash = $2 WHERE customer_number = $1', [input.username, await hashPassword(input.password)]);
    }
    const sessionId = await startSession(tx, input.username, input.browserId, input.lowprivSeconds, input.userAgent ?? null);
    const accessToken = await issueAccessToken(tx, sessionId, 'full', input.lowprivSeconds);
    const refreshToken = await issueRefreshToken(tx, sessionId);
    return { outcome: 'granted' as const, accessToken, refreshToken, customerNumber: input.username };
  });
}

/** The customer's (or the unknown number's) login state; a lock older than the lockout time counts as lifted. */
async function readLogin(db: Queryable, customerNumber: string, lockoutMinutes: number, forUpdate: boolean): Promise<LoginRow | null> {
  const lock = forUpdate ? 'FOR UPDATE' : '';
  const active = `locked_at IS NOT NULL AND locked_at > sandbox_now() - make_interval(mins => $2)`;
  const { rows } = await db.query<LoginRow>(
    `SELECT password_hash, failed_logins, ${active} AS locked FROM customers WHERE customer_number = $1 ${lock}`,
    [customerNumber, lockoutMinutes],
  );
  if (rows[0]) return rows[0];
  const unknown = await db.query<LoginRow>(
    `SELECT NULL AS password_hash, failed_logins, ${active} AS locked FROM unknown_login_failures WHERE customer_number = $1 ${lock}`,
    [customerNumber, lockoutMinutes],
  );
  return unknown.rows[0] ?? null;
}

/** Counts a failure under the row lock; the third in a row locks (an expired lock starts the count again). */
async function countFailure(tx: Queryable, customerNumber: string, known: boolean): Promise<PasswordGrantResult> {
  const table = known ? 'customers' : 'unknown_login_failures';
  if (!known) {
    await tx.query('INSERT INTO unknown_login_failures (customer_number) VALUES ($1) ON CONFLICT DO NOTHING', [customerNumber]);
  }
  const { rows } = await tx.query<{ locked: boolean }>(
    `UPDATE ${table}
        SET failed_logins = CASE WHEN locked_at IS NULL THEN failed_logins + 1 ELSE 1 END,
            locked_at = CASE WHEN (CASE WHEN locked_at IS NULL THEN failed_logins + 1 ELSE 1 END) >= $2 THEN sandbox_now() ELSE NULL END
      WHERE customer_number = $1 RETURNING locked_at IS NOT NULL AS locked`,
    [customerNumber, LOCKOUT_THRESHOLD],
  );
  return rows[0]?.locked ? { outcome: 'locked' } : { outcome: 'mismatch' };
}
