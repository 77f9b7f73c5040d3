import type { FastifyInstance } from 'fastify';
import { addressKey } from '../platform/http/clientAddress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TokenErrorBody } from '../../contract/errors';
import { TokenHeaders, TokenRequest, TokenResponse } from '../../contract/session';
import type { RateLimitConfig } from '../platform/config';
import type { Database } from '../platform/db/Database';
import { hitRateLimit } from '../platform/rateLimit';
import { browserIdFromBasicAuth } from '../platform/http/browserId';
import type { GrantHandler } from './grants/GrantContext';
import { handleEscalationGrant } from './grants/escalation';
import { handlePasswordGrant } from './grants/password';
import { handleRefreshGrant } from './grants/refresh';
import { handlePasskeyGrant } from './grants/passkey';
import { tokenError } from './tokenReply';
import type { Clock } from '../platform/clock/Clock';

export { REFRESH_COOKIE, setRefreshCookie } from './tokenReply';

export interface TokenRouteOptions {
  db: Database; clock: Clock; lowprivSeconds: number; lockoutMinutes: number; failedLoginsPerAddress: number;
  rateLimits: RateLimitConfig;
  /** The server's session lifetimes: the refresh grant refuses a session past either. */
  session: { absoluteSeconds: number; idleSeconds: number };
}

const WINDOW_SECONDS = 15 * 60;

/** One handler per grant_type; each checks the fields its grant needs. */
const GRANTS: Record<string, GrantHandler> = {
  password: handlePasswordGrant,
  refresh_token: handleRefreshGrant,
  escalation: handleEscalationGrant,
  passkey: handlePasskeyGrant,
};

/** POST /token: the OAuth-style token endpoint. */
export function tokenRoute(app: FastifyInstance, options: TokenRouteOptions): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/token', {
    // A passkey assertion (PasskeyResponse) is about 1.5 KB form-encoded; nothing needs more than 8 KB.
    bodyLimit: 8192,
    schema: {
      body: TokenRequest,
      headers: TokenHeaders,
      response: { 200: TokenResponse, 400: TokenErrorBody, 401: TokenErrorBody, 403: TokenErrorBody, 415: TokenErrorBody, 429: TokenErrorBody },
    },
    preValidation: async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return tokenError(reply, 415, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
      }
    },
  }, async (request, reply) => {
    // Every token request from one client address counts, whatever its grant or outcome.
    const verdict = await hitRateLimit(options.db, {
      bucket: `token:address:${addressKey(request.ip)}`, limit: options.rateLimits.tokenRequestsPerAddress, windowSeconds: WINDOW_SECONDS,
    });
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return tokenError(reply, 429, 'slow_down', 'Too many requests from this address. Try again later.');
    }
    const browserId = browserIdFromBasicAuth(request.headers.authorization);
    if (!browserId) return tokenError(reply, 401, 'invalid_client', 'Basic authentication with the browser id is required.');
    const grant = Object.hasOwn(GRANTS, request.body.grant_type) ? GRANTS[request.body.grant_type] : undefined;
    if (!grant) return tokenError(reply, 400, 'unsupported_grant_type', `The grant type '${request.body.grant_type}' is not supported.`);
    await grant({ request, reply, body: request.body, browserId, ...options });
    return reply;
  });
}
