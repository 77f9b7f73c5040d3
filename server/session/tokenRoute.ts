import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TokenErrorBody } from '../../contract/errors';
import { TokenHeaders, TokenRequest, TokenResponse } from '../../contract/token';
import type { Database } from '../platform/db/Database';
import { browserIdFromBasicAuth } from './browserId';
import type { GrantHandler } from './grants/GrantContext';
import { handleEscalationGrant } from './grants/escalation';
import { handlePasswordGrant } from './grants/password';
import { handleRefreshGrant } from './grants/refresh';
import { tokenError } from './tokenReply';

export { REFRESH_COOKIE, setRefreshCookie } from './tokenReply';

export interface TokenRouteOptions { db: Database; lowprivSeconds: number; lockoutMinutes: number; failedLoginsPerAddress: number }

/** One handler per grant_type; each checks the fields its grant needs. */
const GRANTS: Record<string, GrantHandler> = {
  password: handlePasswordGrant,
  refresh_token: handleRefreshGrant,
  escalation: handleEscalationGrant,
};

/** POST /token: the OAuth-style token endpoint of spec section 7. */
export function tokenRoute(app: FastifyInstance, options: TokenRouteOptions): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/token', {
    bodyLimit: 4096,
    schema: {
      body: TokenRequest,
      headers: TokenHeaders,
      response: { 200: TokenResponse, 400: TokenErrorBody, 401: TokenErrorBody, 415: TokenErrorBody, 429: TokenErrorBody },
    },
    preValidation: async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return tokenError(reply, 415, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
      }
    },
  }, async (request, reply) => {
    const browserId = browserIdFromBasicAuth(request.headers.authorization);
    if (!browserId) return tokenError(reply, 401, 'invalid_client', 'Basic authentication with the browser id is required.');
    const grant = Object.hasOwn(GRANTS, request.body.grant_type) ? GRANTS[request.body.grant_type] : undefined;
    if (!grant) return tokenError(reply, 400, 'unsupported_grant_type', `The grant type '${request.body.grant_type}' is not supported.`);
    await grant({ request, reply, body: request.body, browserId, ...options });
    return reply;
  });
}
