import type { Database, Queryable } from '../../platform/db/Database';
import {
  fullPrivilegeRemaining, issueAccessToken, issueRefreshToken, restartFullPrivilege, revokeSession,
} from '../sessions';
import { hashToken } from '../tokens';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';
import { recordSecurityEvent } from '../../platform/securityLog/securityLog';

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
export async function handleRefreshGrant({ request, reply, body, browserId, db, lowprivSeconds, session }: GrantContext) {
  if (!body.refresh_token) return tokenError(reply, 400, 'invalid_request', "refresh_token is required ('cookie' or the token).");
  const forceLowPriv = isTrue(body.ClientForcedLowPriv);
  const { token, fromCookie } = presentedRefreshToken(request, body.refresh_token);
  // Logging out always drops the cookie, even when the session is already gone.
  if (forceLowPriv) clearRefreshCookie(request, reply);
  if (!token) return tokenError(reply, 400, 'invalid_grant', 'There is no SessionStore cookie.');

  const result = await refreshGrant(db, {
    refreshToken: token, browserId, freshSession: isTrue(body.FreshSession), forceLowPriv, lowprivSeconds,
    absoluteSeconds: session.absoluteSeconds, idleSeconds: session.idleSeconds, inactivity: body.LogoutReason === 'inactivity',
  });
  if (result.outcome === 'invalid' && result.reason === 'reuse') {
    await recordSecurityEvent(db, request, { type: 'refresh-token-reuse', customerNumber: result.customerNumber ?? null });
  }
  if (result.outcome === 'loggedOut') {
    await recordSecurityEvent(db, request, { type: body.LogoutReason === 'inactivity' ? 'logout-inactivity' : 'logout', customerNumber: result.customerNumber });
  }
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

export interface RefreshInput {
  refreshToken: string;
  /** The browser asking (the Basic user): only the session's own browser gets the lost-answer grace. */
  browserId: string;
  /** FreshSession=true: restart the full-privilege window. */
  freshSession: boolean;
  /** ClientForcedLowPriv=true: log out (revoke the session, answer a low-privilege token). */
  forceLowPriv: boolean;
  lowprivSeconds: number;
  /** The client logs out because its inactivity timer ran out (recorded as the session's end). */
  inactivity?: boolean;
  /** A session older than this, or unused (no token issued) for longer than idleSeconds, is over. */
  absoluteSeconds: number;
  idleSeconds: number;
}

export type RefreshResult =
  | { outcome: 'granted'; accessToken: string; refreshToken: string; customerNumber: string; lowprivIn: number }
  | { outcome: 'loggedOut'; accessToken: string; customerNumber: string }
  | { outcome: 'invalid'; reason: 'unknown' | 'revoked' | 'reuse' | 'expired'; customerNumber?: string };

/**
 * A used refresh token presented again this soon after its use, by the session's own browser,
 * before any later token of the session was used: the browser never stored the answer (a reload
 * or a link's full page load cut the refresh off), so the customer is not logged out for it.
 */
export const LOST_ANSWER_GRACE_SECONDS = 10;

/**
 * The refresh_token grant. Every use ROTATES the refresh token: the presented one is marked
 * used and a new one issued. Presenting a used one again means two parties hold the chain
 * (a stolen cookie), so the whole session is revoked and both lose it. The claim is one
 * conditional UPDATE, so two racing requests cannot both win. One exception: an answer the
 * browser lost (LOST_ANSWER_GRACE_SECONDS): its unused successor is spent and a new token issued,
 * so if someone else held it after all, their next refresh is a reuse and ends the session.
 */
export async function refreshGrant(db: Database, input: RefreshInput): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ session_id: string; customer_number: string; revoked: boolean; expired: boolean }>(
      `SELECT r.session_id, s.customer_number, s.revoked_at IS NOT NULL AS revoked,
              (s.created_at <= sandbox_now() - make_interval(secs => $2) OR s.last_active_at <= sandbox_now() - make_interval(secs => $3)) AS expired
         FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = $1`,
      [hashToken(input.refreshToken), input.absoluteSeconds, input.idleSeconds],
    );
    const found = rows[0];
    if (!found) return { outcome: 'invalid', reason: 'unknown' } as const;
    if (found.revoked) return { outcome: 'invalid', reason: 'revoked' } as const;
    // The server's own lifetimes: past the absolute lifetime or the idle timeout the session
    // ends here, whatever the client's timers did, and every token of it stops working.
    if (found.expired) {
      await revokeSession(tx, found.session_id, 'expired');
      return { outcome: 'invalid', reason: 'expired' } as const;
    }
    const claimed = await tx.query('UPDATE refresh_tokens SET used_at = sandbox_now() WHERE token_hash = $1 AND used_at IS NULL RETURNING session_id',
      [hashToken(input.refreshToken)]);
    if (claimed.rows.length === 0) {
      if (await answerWasLost(tx, input.refreshToken, input.browserId)) {
        await tx.query('UPDATE refresh_tokens SET used_at = sandbox_now() WHERE session_id = $1 AND used_at IS NULL', [found.session_id]);
        if (input.forceLowPriv) return logOut(tx, found.session_id, found.customer_number, input.inactivity ? 'inactivity' : 'logout');
        return rotate(tx, found.session_id, found.customer_number, input);
      }
      await revokeSession(tx, found.session_id, 'refresh-token-reuse');
      return { outcome: 'invalid', reason: 'reuse', customerNumber: found.customer_number } as const;
    }
    if (input.forceLowPriv) return logOut(tx, found.session_id, found.customer_number, input.inactivity ? 'inactivity' : 'logout');
    return rotate(tx, found.session_id, found.customer_number, input);
  });
}

/** The lost-answer case of a used token (LOST_ANSWER_GRACE_SECONDS): recent, the session's own browser, the chain not moved on. */
async function answerWasLost(tx: Queryable, refreshToken: string, browserId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
      WHERE r.token_hash = $1 AND s.browser_id = $2 AND r.used_at > sandbox_now() - make_interval(secs => $3)
        AND NOT EXISTS (SELECT 1 FROM refresh_tokens n WHERE n.session_id = r.session_id AND n.used_at > r.used_at)`,
    [hashToken(refreshToken), browserId, LOST_ANSWER_GRACE_SECONDS]);
  return rows.length > 0;
}

async function logOut(tx: Queryable, sessionId: string, customerNumber: string, reason: 'logout' | 'inactivity'): Promise<RefreshResult> {
  await revokeSession(tx, sessionId, reason);
  // The contract answers a low-privilege token; its session is revoked, so it opens nothing.
  const accessToken = await issueAccessToken(tx, sessionId, 'low', 0);
  return { outcome: 'loggedOut', accessToken, customerNumber };
}

async function rotate(tx: Queryable, sessionId: string, customerNumber: string, input: RefreshInput): Promise<RefreshResult> {
  const remaining = await fullPrivilegeRemaining(tx, sessionId);
  // Once the window has closed the session stays low: FreshSession cannot reopen it, so a
  // refresh cookie left in an abandoned browser cannot bring a full session back.
  if (input.freshSession && remaining > 0) await restartFullPrivilege(tx, sessionId, input.lowprivSeconds);
  const lowprivIn = input.freshSession && remaining > 0 ? input.lowprivSeconds : remaining;
  const accessToken = await issueAccessToken(tx, sessionId, lowprivIn > 0 ? 'full' : 'low', lowprivIn);
  const refreshToken = await issueRefreshToken(tx, sessionId);
  return { outcome: 'granted', accessToken, refreshToken, customerNumber, lowprivIn };
}
