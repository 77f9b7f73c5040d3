import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../platform/db/Database';
import { HOST_REFRESH_COOKIE, REFRESH_COOKIE, hashToken } from '../session';

export interface SessionLifetimes { absoluteSeconds: number; idleSeconds: number }

/**
 * The customer whose browser this page load comes from, read from the refresh cookie the login
 * set (HttpOnly, SameSite=Strict, so no other site's link or script brings it), or null.
 *
 * Read only: the token is NOT rotated (a page load is not a refresh), and only the session's
 * CURRENT token opens a page: a used one (an old copy of the cookie), a revoked session or one
 * past its absolute or idle lifetime gives null, the same rules the refresh grant applies.
 */
export async function customerOfCookie(db: Queryable, request: FastifyRequest, lifetimes: SessionLifetimes): Promise<string | null> {
  return (await sessionOfCookie(db, request, lifetimes))?.customerNumber ?? null;
}

/** The same, with the session's id: what a code sent from a page is bound to (it is checked in the same session). */
export async function sessionOfCookie(
  db: Queryable, request: FastifyRequest, lifetimes: SessionLifetimes,
): Promise<{ customerNumber: string; sessionId: string } | null> {
  const name = request.protocol === 'https' ? HOST_REFRESH_COOKIE : REFRESH_COOKIE;
  const token = request.cookies[name];
  if (!token) return null;
  const { rows: [row] } = await db.query<{ customer_number: string; session_id: string }>(
    `SELECT s.customer_number, s.id AS session_id FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND s.revoked_at IS NULL
        AND s.created_at > sandbox_now() - make_interval(secs => $2)
        AND s.last_active_at > sandbox_now() - make_interval(secs => $3)`,
    [hashToken(token), lifetimes.absoluteSeconds, lifetimes.idleSeconds]);
  return row ? { customerNumber: row.customer_number, sessionId: row.session_id } : null;
}
