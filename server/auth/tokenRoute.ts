import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TokenErrorBody } from '../contract/errors';
import { TokenRequest, TokenResponse } from '../contract/token';
import type { Database } from '../db/Database';
import { browserIdFromBasicAuth } from './browserId';
import { passwordGrant } from './passwordGrant';

export const REFRESH_COOKIE = 'SessionStore';

export interface TokenRouteOptions { db: Database; lowprivSeconds: number }

function tokenError(reply: FastifyReply, status: number, error: TokenErrorBody['error'], description: string) {
  return reply.status(status).send({ error, error_description: description });
}

/** Sets the rotating refresh token: HttpOnly so no script can read it, Strict so no other site sends it. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/' });
}

/** POST /token: the OAuth-style token endpoint of spec section 7. */
export function tokenRoute(app: FastifyInstance, options: TokenRouteOptions): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/token', {
    bodyLimit: 4096,
    schema: {
      body: TokenRequest,
      response: { 200: TokenResponse, 400: TokenErrorBody, 401: TokenErrorBody, 415: TokenErrorBody },
    },
    preValidation: async (request, reply) => {
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return tokenError(reply, 415, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
      }
    },
  }, async (request, reply) => {
    const browserId = browserIdFromBasicAuth(request.headers.authorization);
    if (!browserId) return tokenError(reply, 401, 'invalid_client', 'Basic authentication with the browser id is required.');
    const body = request.body;
    if (body.grant_type !== 'password') {
      return tokenError(reply, 400, 'unsupported_grant_type', `The grant type '${body.grant_type}' is not supported.`);
    }
    if (!body.username || !body.password) {
      return tokenError(reply, 400, 'invalid_request', 'username and password are required.');
    }
    const result = await passwordGrant(options.db, {
      username: body.username, password: body.password, browserId, lowprivSeconds: options.lowprivSeconds,
    });
    if (result.outcome === 'locked') return tokenError(reply, 400, 'account_locked', 'The customer is locked out.');
    if (result.outcome === 'mismatch') return tokenError(reply, 400, 'invalid_grant', 'The customer number or password is incorrect.');
    setRefreshCookie(request, reply, result.refreshToken);
    return { access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: options.lowprivSeconds, customerNumber: result.customerNumber };
  });
}
