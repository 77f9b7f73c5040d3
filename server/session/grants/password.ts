import type { Database, Queryable } from '../../platform/db/Database';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../platform/auth/passwordHashing';
import { issueAccessToken, issueRefreshToken, startSession } from '../sessions';
import { hitRateLimit, releaseRateLimit, type RateLimit } from '../../platform/rateLimit';
import { addressKey } from '../../platform/http/clientAddress';
import { recordSecurityEvent } from '../../platform/securityLog/securityLog';
import { alertAfterLogin } from '../../alerts';
import { setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';
import { lockRefusesLogin } from '../../scam';

const BANKING_LOCKED_LOGIN = 'Your banking is locked, so you can only log in from a device you have used before. Call us to unlock it.';

const WINDOW_SECONDS = 15 * 60;

/**
 * grant_type=password: log in with customer number and password.
 *
 * Lockout that is no weapon (OWASP's device-cookie pattern): failures are
 * counted per customer and device. A device the customer has logged in from before (its
 * ClientBrowserId) has its own count, so wrong passwords typed elsewhere never lock it; every
 * other device shares one count, since a guesser makes a new browser id per guess. Either lock
 * lifts by itself after LOCKOUT_MINUTES.
 *
 * One client address (IPv6 by its /64) may fail only so often across all customer numbers:
 * the attempt is counted BEFORE the work, in one statement, so parallel guesses cannot race
 * past the limit, and a right password gives its count back. A known device is not held to
 * the address limit (it has its own lock, and only the customer's browser holds its id), so a
 * customer behind a busy shared address still gets in from their own device.
 */
export async function handlePasswordGrant(context: GrantContext) {
  const { request, reply, body, browserId, db, lowprivSeconds, lockoutMinutes, failedLoginsPerAddress } = context;
  if (!body.username || !body.password) {
    return tokenError(reply, 400, 'invalid_request', 'username and password are required.');
  }
  const knownDevice = await isKnownDevice(db, body.username, browserId);
  const addressLimit: RateLimit = { bucket: `login-failures:address:${addressKey(request.ip)}`, limit: failedLoginsPerAddress, windowSeconds: WINDOW_SECONDS };
  if (!knownDevice) {
    const verdict = await hitRateLimit(db, addressLimit);
    if (!verdict.allowed) {
      await recordSecurityEvent(db, request, { type: 'login-throttled', customerNumber: await existingCustomer(db, body.username) });
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return tokenError(reply, 429, 'slow_down', 'Too many failed logins from this address. Try again later.');
    }
  }
  const result = await passwordGrant(db, {
    username: body.username, password: body.password, browserId, knownDevice, lowprivSeconds, lockoutMinutes, userAgent: request.headers['user-agent'] ?? null,
  });
  if (result.outcome === 'granted' && !knownDevice) await releaseRateLimit(db, addressLimit);
  // A number that does not exist is logged without it: what was typed may be anything, even a password.
  const customerNumber = result.outcome === 'granted' ? result.customerNumber : await existingCustomer(db, body.username);
  const device = { device: knownDevice ? 'known' : 'unknown' };
  if (result.outcome === 'locked') {
    await recordSecurityEvent(db, request, { type: result.justLocked ? 'login-locked' : 'login-failed', customerNumber, detail: { ...device, locked: true } });
    return tokenError(reply, 400, 'account_locked', 'The customer is locked out.');
  }
  if (result.outcome === 'mismatch') {
    await recordSecurityEvent(db, request, { type: 'login-failed', customerNumber, detail: { ...device, attemptsRemaining: result.attemptsRemaining } });
    return tokenError(reply, 400, 'invalid_grant', 'The customer number or password is incorrect.', { attempts_remaining: result.attemptsRemaining });
  }
  if (result.outcome === 'banking-locked') {
    await recordSecurityEvent(db, request, { type: 'login-refused-banking-locked', customerNumber, detail: device });
    return tokenError(reply, 403, 'invalid_grant', BANKING_LOCKED_LOGIN);
  }
  await recordSecurityEvent(db, request, { type: result.newDevice ? 'login-new-device' : 'login', customerNumber });
  await alertAfterLogin(db, result.customerNumber, context.clock.now());
  setRefreshCookie(request, reply, result.refreshToken);
  return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: lowprivSeconds, customerNumber: result.customerNumber });
}

/** Three failed logins lock the device (failed-login lockout threshold 3). */
export const LOCKOUT_THRESHOLD = 3;
/** The count every device the customer has not logged in from shares. */
const UNKNOWN_DEVICES = '';

export type PasswordGrantResult =
  | { outcome: 'granted'; accessToken: string; refreshToken: string; customerNumber: string; newDevice: boolean }
  | { outcome: 'mismatch'; attemptsRemaining: number }
  | { outcome: 'locked'; justLocked: boolean }
  /** The right password, from a device new to a customer who locked their banking (server/scam/bankingLock.ts). */
  | { outcome: 'banking-locked' };

export interface PasswordGrantInput {
  username: string; password: string; browserId: string; lowprivSeconds: number;
  /** Whether the customer has logged in from this browser id before (its own failure count). */
  knownDevice: boolean;
  /** A lock older than this lifts by itself (LOCKOUT_MINUTES); password reset lifts it sooner. */
  lockoutMinutes: number;
  /** The browser's User-Agent: Security names the session's device and browser by it. */
  userAgent?: string | null;
}

/** Whether `browserId` is a device the customer has logged in from. */
export async function isKnownDevice(db: Queryable, customerNumber: string, browserId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM known_devices WHERE customer_number = $1 AND browser_id = $2', [customerNumber, browserId]);
  return rows.length > 0;
}

async function existingCustomer(db: Queryable, username: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_number: string }>('SELECT customer_number FROM customers WHERE customer_number = $1', [username]);
  return rows[0]?.customer_number ?? null;
}

/**
 * Checks a customer number and password. The password is checked first, outside any lock (a
 * hash takes tens of milliseconds); then, in one transaction with the device's failure row
 * locked, the lock is read again and the failure counted or the session started, so parallel
 * guesses cannot race past the lockout. An unknown number is checked against a dummy hash and
 * counted the same way: it answers, locks and takes as long as a real customer's would.
 */
export async function passwordGrant(db: Database, input: PasswordGrantInput): Promise<PasswordGrantResult> {
  const { rows: found } = await db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE customer_number = $1', [input.username]);
  const hash = found[0]?.password_hash ?? null;
  const matches = await verifyPassword(hash ?? await dummyHash(), input.password) && hash != null;
  const device = input.knownDevice ? input.browserId : UNKNOWN_DEVICES;
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO login_failures (customer_number, device) VALUES ($1, $2) ON CONFLICT DO NOTHING', [input.username, device]);
    const { rows } = await tx.query<{ failed_logins: number; locked: boolean }>(
      `SELECT failed_logins, locked_at IS NOT NULL AND locked_at > sandbox_now() - make_interval(mins => $3) AS locked
         FROM login_failures WHERE customer_number = $1 AND device = $2 FOR UPDATE`,
      [input.username, device, input.lockoutMinutes],
    );
    if (rows[0]?.locked) return { outcome: 'locked' as const, justLocked: false };
    if (!matches) return countFailure(tx, input.username, device);
    await tx.query('DELETE FROM login_failures WHERE customer_number = $1 AND device = $2', [input.username, device]);
    if (await lockRefusesLogin(tx, input.username, input.browserId)) return { outcome: 'banking-locked' as const };
    if (needsRehash(hash!)) {
      await tx.query('UPDATE customers SET password_hash = $2 WHERE customer_number = $1', [input.username, await hashPassword(input.password)]);
    }
    const newDevice = await rememberDevice(tx, input.username, input.browserId);
    const sessionId = await startSession(tx, input.username, input.browserId, input.lowprivSeconds, input.userAgent ?? null);
    const accessToken = await issueAccessToken(tx, sessionId, 'full', input.lowprivSeconds);
    const refreshToken = await issueRefreshToken(tx, sessionId);
    return { outcome: 'granted' as const, accessToken, refreshToken, customerNumber: input.username, newDevice };
  });
}

/**
 * Records a device's login; true the first time this customer logs in from it while they have
 * logged in from another device before (the very first device is where they started, not news).
 */
export async function rememberDevice(tx: Queryable, customerNumber: string, browserId: string): Promise<boolean> {
  const before = await tx.query('SELECT 1 FROM known_devices WHERE customer_number = $1 LIMIT 1', [customerNumber]);
  const { rows } = await tx.query<{ inserted: boolean }>(
    `INSERT INTO known_devices (customer_number, browser_id) VALUES ($1, $2)
     ON CONFLICT (customer_number, browser_id) DO UPDATE SET last_login_at = sandbox_now()
     RETURNING (xmax = 0) AS inserted`,
    [customerNumber, browserId],
  );
  return before.rows.length > 0 && (rows[0]?.inserted ?? false);
}

/** Counts a failure under the row lock; the third in a row locks (an expired lock starts the count again). */
async function countFailure(tx: Queryable, customerNumber: string, device: string): Promise<PasswordGrantResult> {
  const { rows } = await tx.query<{ failed_logins: number; locked: boolean }>(
    `UPDATE login_failures
        SET failed_logins = CASE WHEN locked_at IS NULL THEN failed_logins + 1 ELSE 1 END,
            locked_at = CASE WHEN (CASE WHEN locked_at IS NULL THEN failed_logins + 1 ELSE 1 END) >= $3 THEN sandbox_now() ELSE NULL END
      WHERE customer_number = $1 AND device = $2 RETURNING failed_logins, locked_at IS NOT NULL AS locked`,
    [customerNumber, device, LOCKOUT_THRESHOLD],
  );
  const row = rows[0]!;
  return row.locked ? { outcome: 'locked', justLocked: true } : { outcome: 'mismatch', attemptsRemaining: LOCKOUT_THRESHOLD - row.failed_logins };
}
