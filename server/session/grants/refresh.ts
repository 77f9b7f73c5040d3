import { refreshGrant } from '../refreshGrant';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';

const isTrue = (value: string | undefined) => value?.toLowerCase() === 'true';

const INVALID = {
  unknown: 'The refresh token is not valid.',
  revoked: 'The session has ended.',
  reuse: 'The refresh token was already used; the session has been ended.',
  expired: 'The session has timed out.',
} as const;

/**
 * grant_type=refresh_token: rotate the refresh token (silent restore, activity, "Stay logged
 * in") or, with ClientForcedLowPriv=true, log out. A browser passes refresh_token=cookie;
 * the native app passes the token and gets the rotated one back in the body.
 */
export async function handleRefreshGrant({ request, reply, body, db, lowprivSeconds, session }: GrantContext) {
  if (!body.refresh_token) return tokenError(reply, 400, 'invalid_request', "refresh_token is required ('cookie' or the token).");
  const forceLowPriv = isTrue(body.ClientForcedLowPriv);
  const { token, fromCookie } = presentedRefreshToken(request, body.refresh_token);
  // Logging out always drops the cookie, even when the session is already gone.
  if (forceLowPriv) clearRefreshCookie(request, reply);
  if (!token) return tokenError(reply, 400, 'invalid_grant', 'There is no SessionStore cookie.');

  const result = await refreshGrant(db, {
    refreshToken: token, freshSession: isTrue(body.FreshSession), forceLowPriv, lowprivSeconds,
    absoluteSeconds: session.absoluteSeconds, idleSeconds: session.idleSeconds,
  });
  if (result.outcome === 'invalid') {
    // A cookie that cannot work any more is dropped, so the browser stops sending it.
    if (fromCookie) clearRefreshCookie(request, reply);
    return tokenError(reply, 400, 'invalid_grant', INVALID[result.reason]);
  }
  if (result.outcome === 'loggedOut') {
    return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: 0, customerNumber: result.customerNumber });
  }
  setRefreshCookie(request, reply, result.refreshToken);
  return reply.send({
    access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: result.lowprivIn, customerNumber: result.customerNumber,
    ...(fromCookie ? {} : { refresh_token: result.refreshToken }),
  });
}
