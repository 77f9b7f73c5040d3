import { checkRateLimit, hitRateLimit, type RateLimit } from '../../platform/rateLimit';
import { alertAfterLogin } from '../../alerts/delivery';
import { passwordGrant } from '../passwordGrant';
import { setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';

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
  await alertAfterLogin(db, result.customerNumber, context.clock.now());
  setRefreshCookie(request, reply, result.refreshToken);
  return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: lowprivSeconds, customerNumber: result.customerNumber });
}
