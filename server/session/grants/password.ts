import { passwordGrant } from '../passwordGrant';
import { setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';

/** grant_type=password: log in with customer number and password. */
export async function handlePasswordGrant({ request, reply, body, browserId, db, lowprivSeconds }: GrantContext) {
  if (!body.username || !body.password) {
    return tokenError(reply, 400, 'invalid_request', 'username and password are required.');
  }
  const result = await passwordGrant(db, { username: body.username, password: body.password, browserId, lowprivSeconds, userAgent: request.headers['user-agent'] ?? null });
  if (result.outcome === 'locked') return tokenError(reply, 400, 'account_locked', 'The customer is locked out.');
  if (result.outcome === 'mismatch') return tokenError(reply, 400, 'invalid_grant', 'The customer number or password is incorrect.');
  setRefreshCookie(request, reply, result.refreshToken);
  return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: lowprivSeconds, customerNumber: result.customerNumber });
}
