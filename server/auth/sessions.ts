import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { hashToken, newToken } from './tokens';

export type Privilege = 'full' | 'low' | 'escalated';

/** How long a low-privilege token lives after its full-privilege time has run out. */
const LOW_PRIVILEGE_GRACE_SECONDS = 3600;

export async function startSession(db: Queryable, customerNumber: string, browserId: string): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO sessions (id, customer_number, browser_id) VALUES ($1, $2, $3)', [id, customerNumber, browserId]);
  return id;
}

/** Issues an access token for a session; `lowprivSeconds` 0 gives a low-privilege token at once. */
export async function issueAccessToken(db: Queryable, sessionId: string, privilege: Privilege, lowprivSeconds: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO access_tokens (token_hash, session_id, privilege, lowpriv_at, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5))`,
    [hashToken(token), sessionId, privilege, lowprivSeconds, lowprivSeconds + LOW_PRIVILEGE_GRACE_SECONDS],
  );
  return token;
}

/** Issues a new refresh token; the old ones of the session stay recorded to detect reuse. */
export async function issueRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [hashToken(token), sessionId]);
  return token;
}

export interface AccessGrant {
  sessionId: string;
  customerNumber: string;
  /** 'low' once the full-privilege time has passed, whatever the token was issued as. */
  privilege: Privilege;
}

export type AccessLookup = { status: 'valid'; grant: AccessGrant } | { status: 'expired' } | { status: 'unknown' };

export async function findAccess(db: Queryable, token: string): Promise<AccessLookup> {
  const { rows } = await db.query<{
    session_id: string; customer_number: string; privilege: Privilege; low_now: boolean; expired: boolean; revoked: boolean;
  }>(
    `SELECT t.session_id, s.customer_number, t.privilege, t.lowpriv_at <= now() AS low_now,
            t.expires_at <= now() AS expired, s.revoked_at IS NOT NULL AS revoked
       FROM access_tokens t JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.expired || row.revoked) return { status: 'expired' };
  return {
    status: 'valid',
    grant: { sessionId: row.session_id, customerNumber: row.customer_number, privilege: row.low_now ? 'low' : row.privilege },
  };
}
