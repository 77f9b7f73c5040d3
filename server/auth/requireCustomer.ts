import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/Database';
import { findAccess, type AccessGrant } from './sessions';

/** NativeErrorCodes of spec section 8 that the client treats as "session over". */
export const AUTHENTICATION_REQUIRED = 7009;
export const SESSION_TIMEOUT = 98;

declare module 'fastify' {
  interface FastifyRequest { grant?: AccessGrant }
}

/** preHandler for /api routes that need a logged-in customer; sets request.grant. */
export function requireCustomer(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return reply.status(401).send({ NativeErrorCode: AUTHENTICATION_REQUIRED, message: 'Authentication required.' });
    const access = await findAccess(db, token);
    if (access.status !== 'valid') {
      return reply.status(401).send({ NativeErrorCode: access.status === 'expired' ? SESSION_TIMEOUT : AUTHENTICATION_REQUIRED,
        message: access.status === 'expired' ? 'Session timeout.' : 'Authentication required.' });
    }
    request.grant = access.grant;
  };
}

/** The customer of an authenticated request (only call after requireCustomer). */
export function customerOf(request: FastifyRequest): string {
  if (!request.grant) throw new Error('requireCustomer must run before this handler');
  return request.grant.customerNumber;
}
