import type { Database, Queryable } from '../platform/db/Database';
import {
  fullPrivilegeRemaining, issueAccessToken, issueRefreshToken, restartFullPrivilege, revokeSession,
} from './sessions';
import { hashToken } from './tokens';

export interface RefreshInput {
  refreshToken: string;
  /** FreshSession=true: restart the full-privilege window. */
  freshSession: boolean;
  /** ClientForcedLowPriv=true: log out (revoke the session, answer a low-privilege token). */
  forceLowPriv: boolean;
  lowprivSeconds: number;
  /** A session older than this, or unused (no token issued) for longer than idleSeconds, is over. */
  absoluteSeconds: number;
  idleSeconds: number;
}

export type RefreshResult =
  | { outcome: 'granted'; accessToken: string; refreshToken: string; customerNumber: string; lowprivIn: number }
  | { outcome: 'loggedOut'; accessToken: string; customerNumber: string }
  | { outcome: 'invalid'; reason: 'unknown' | 'revoked' | 'reuse' | 'expired' };

/**
 * The refresh_token grant. Every use ROTATES the refresh token: the presented one is marked
 * used and a new one issued. Presenting a used one again means two parties hold the chain
 * (a stolen cookie), so the whole session is revoked and both lose it. The claim is one
 * conditional UPDATE, so two racing requests cannot both win.
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
      await revokeSession(tx, found.session_id, 'refresh-token-reuse');
      return { outcome: 'invalid', reason: 'reuse' } as const;
    }
    if (input.forceLowPriv) return logOut(tx, found.session_id, found.customer_number);
    return rotate(tx, found.session_id, found.customer_number, input);
  });
}

async function logOut(tx: Queryable, sessionId: string, customerNumber: string): Promise<RefreshResult> {
  await revokeSession(tx, sessionId, 'logout');
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
