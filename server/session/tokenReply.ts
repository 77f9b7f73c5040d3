import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenErrorBody } from '../../contract/errors';

/** The refresh-token cookie's name. */
export const REFRESH_COOKIE = 'SessionStore';
/**
 * Over HTTPS the cookie is `__Host-SessionStore`: the browser then accepts it only Secure, for
 * path /, from this very host (no Domain), so no sibling or plain-HTTP origin can plant one.
 */
export const HOST_REFRESH_COOKIE = `__Host-${REFRESH_COOKIE}`;

const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? HOST_REFRESH_COOKIE : REFRESH_COOKIE);

export function tokenError(
  reply: FastifyReply, status: number, error: TokenErrorBody['error'], description: string, extra: Pick<TokenErrorBody, 'attempts_remaining'> = {},
) {
  return reply.status(status).send({ error, error_description: description, ...extra });
}

/** Sets the rotating refresh token: HttpOnly so no script can read it, Strict so no other site sends it. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieName(request), token, { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/' });
}

/** Logout: tells the browser to drop the cookie at once (Max-Age=0), with the same attributes. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(cookieName(request), '', {
    httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/', maxAge: 0, expires: new Date(0),
  });
}

/** The refresh token a request presents: the cookie when it says 'cookie', else the value itself (native app). */
export function presentedRefreshToken(request: FastifyRequest, field: string): { token: string | undefined; fromCookie: boolean } {
  if (field === 'cookie') return { token: request.cookies[cookieName(request)] || undefined, fromCookie: true };
  return { token: field, fromCookie: false };
}
