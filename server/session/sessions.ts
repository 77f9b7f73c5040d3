import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import { hashToken, newToken } from './tokens';

import type { AccessLookup, Privilege } from '../platform/auth/customerAccess';

export type { AccessGrant, AccessLookup, Privilege } from '../platform/auth/customerAccess';

/** How long a low-privilege token lives after its full-privilege time has run out. */
const LOW_PRIVILEGE_GRACE_SECONDS = 3600;
/** An escalated token is good for this long, for its one operation. */
export const ESCALATED_TOKEN_SECONDS = 300;

// Every time comes from the database's sandbox_now(), so several servers sharing one PostgreSQL
// agree, and tests move time by moving rows (or by a short LOWPRIV_SECONDS).

/** Starts a session whose full-privilege window lasts `lowprivSeconds`; the user agent names its device in Security. */
export async function startSession(
  db: Queryable, customerNumber: string, browserId: string, lowprivSeconds: number, userAgent: string | null = null,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO sessions (id, customer_number, browser_id, lowpriv_until, user_agent)
     VALUES ($1, $2, $3, sandbox_now() + make_interval(secs => $4), $5)`,
    [id, customerNumber, browserId, lowprivSeconds, userAgent?.slice(0, 512) ?? null],
  );
  return id;
}

/** Restarts the session's full-privilege window (FreshSession=true). */
export async function restartFullPrivilege(db: Queryable, sessionId: string, lowprivSeconds: number): Promise<void> {
  await db.query('UPDATE sessions SET lowpriv_until = sandbox_now() + make_interval(secs => $2) WHERE id = $1', [sessionId, lowprivSeconds]);
}

/** Whole seconds left in the session's full-privilege window, 0 when it is over. */
export async function fullPrivilegeRemaining(db: Queryable, sessionId: string): Promise<number> {
  const { rows } = await db.query<{ remaining: number }>(
    `SELECT GREATEST(0, ceil(extract(epoch FROM lowpriv_until - sandbox_now())))::int AS remaining FROM sessions WHERE id = $1`,
    [sessionId],
  );
  return rows[0]?.remaining ?? 0;
}

/** Ends a session: every token of it stops working at once (logout, reuse, password change). */
export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = sandbox_now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, reason]);
}

/**
 * Issues an access token for a session. `lowprivSeconds` is what is left of the
 * full-privilege window (0 gives a low-privilege token at once); an escalated token names
 * its operation and lives ESCALATED_TOKEN_SECONDS.
 */
export async function issueAccessToken(
  db: Queryable, sessionId: string, privilege: Privilege, lowprivSeconds: number, operationId: string | null = null,
): Promise<string> {
  const token = newToken();
  const lifetime = privilege === 'escalated' ? ESCALATED_TOKEN_SECONDS : lowprivSeconds + LOW_PRIVILEGE_GRACE_SECONDS;
  await db.query(
    `INSERT INTO access_tokens (token_hash, session_id, privilege, lowpriv_at, expires_at, operation_id)
     VALUES ($1, $2, $3, sandbox_now() + make_interval(secs => $4), sandbox_now() + make_interval(secs => $5), $6)`,
    [hashToken(token), sessionId, privilege, lowprivSeconds, lifetime, operationId],
  );
  // Every token issued (login, refresh, escalation) is the session in use: Security shows it as last active.
  await db.query('UPDATE sessions SET last_active_at = sandbox_now() WHERE id = $1', [sessionId]);
  return token;
}

/** Issues a new refresh token; the old ones of the session stay recorded to detect reuse. */
export async function issueRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [hashToken(token), sessionId]);
  return token;
}

/**
 * The session lifetimes every API call enforces (config SESSION_ABSOLUTE_HOURS and
 * SESSION_IDLE_MINUTES; buildApp sets them): a session older than absoluteSeconds, or with no
 * token issued for idleSeconds, is over for its access tokens too, not only at refresh.
 */
let lifetimes = { absoluteSeconds: 12 * 3600, idleSeconds: 60 * 60 };

export function useSessionLifetimes(given: { absoluteSeconds: number; idleSeconds: number }): void {
  lifetimes = { ...given };
}

export async function findAccess(db: Queryable, token: string): Promise<AccessLookup> {
  const { rows } = await db.query<{
    session_id: string; customer_number: string; privilege: Privilege; operation_id: string | null;
    low_now: boolean; expired: boolean; revoked: boolean;
  }>(
    `SELECT t.session_id, s.customer_number, t.privilege, t.operation_id, t.lowpriv_at <= sandbox_now() AS low_now,
            t.expires_at <= sandbox_now() AS expired,
            (s.revoked_at IS NOT NULL OR s.created_at <= sandbox_now() - make_interval(secs => $2)
              OR s.last_active_at <= sandbox_now() - make_interval(secs => $3)) AS revoked
       FROM access_tokens t JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1`,
    [hashToken(token), lifetimes.absoluteSeconds, lifetimes.idleSeconds],
  );
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  // Revoked, or past the session's absolute or idle lifetime: every token of it is over.
  if (row.revoked) return { status: 'expired' };
  const grant = { sessionId: row.session_id, customerNumber: row.customer_number, operationId: row.operation_id };
  if (row.privilege === 'escalated') {
    return row.expired ? { status: 'escalation-expired', grant: { ...grant, privilege: 'low' } } : { status: 'valid', grant: { ...grant, privilege: 'escalated' } };
  }
  if (row.expired) return { status: 'expired' };
  return { status: 'valid', grant: { ...grant, privilege: row.low_now ? 'low' : row.privilege } };
}
