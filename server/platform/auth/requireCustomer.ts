import type { FastifyReply, FastifyRequest } from 'fastify';
import { BANKING_LOCKED, BANKING_LOCKED_MESSAGE } from '../../../contract/scam';
import type { Database } from '../db/Database';
import { customerAccess, type AccessGrant } from './customerAccess';

/** NativeErrorCodes that the client treats as "session over". */
export const AUTHENTICATION_REQUIRED = 7009;
export const SESSION_TIMEOUT = 98;
export const CUSTOMER_MISMATCH = 7008;

declare module 'fastify' {
  interface FastifyRequest { grant?: AccessGrant }
  interface FastifyContextConfig {
    /**
     * 'allowed': this write still works while the customer's banking is locked. Every other
     * write is refused (403 6103): money leaving, a factor, contact, limit, password or setting
     * changed, an application made. Allowed are only writes that take nothing from the customer:
     * talking to the bank, stopping money (cancelling a payment, freezing a card), logging out.
     */
    whileLocked?: 'allowed';
  }
}

/** NativeErrorCode 4004 (data error): an escalated token past its time; the customer starts again. */
export const ESCALATION_EXPIRED = 4004;
export const ESCALATION_EXPIRED_MESSAGE = 'That approval has expired, so nothing was done. Start again and we will send you a new code.';
const ONLY_ITS_OPERATION = 'This token is only valid for the operation it was escalated for.';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequireCustomerOptions {
  /** Safeguarded routes take an escalated token (for their operation); no other route does. */
  acceptEscalated?: boolean;
}

function unauthorised(reply: FastifyReply, NativeErrorCode: number, message: string) {
  return reply.status(401).send({ NativeErrorCode, message });
}

/**
 * Hook for /api routes that need a logged-in customer; sets request.grant.
 * - no bearer, or one the bank never issued → 401 7009 (authentication required);
 * - an expired token, or one of a revoked session (logout, reuse, password change) → 401 98;
 * - an X-Customer-Number header naming another customer than the token's → 401 7008 (the
 *   tab's customer is not the session's any more, e.g. another login in a second tab);
 * - a write (POST, PUT, PATCH, DELETE) with a token past its full-privilege time → 401 98;
 * - an escalated token: past its 5 minutes → 403 everywhere; otherwise only on a route that
 *   accepts one, naming its operation in X-Operation-Id, while that operation is still open.
 * The session's idle and absolute lifetimes are checked on every call (findAccess), not only
 * at refresh, so no access token outlives its session.
 * - a write while the customer's banking is locked → 403 6103, unless the route's config says
 *   `whileLocked: 'allowed'`: the lock is checked here, once for every route, so a new route
 *   is locked by default rather than by remembering to add a hook.
 */
export function requireCustomer(db: Database, options: RequireCustomerOptions = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return unauthorised(reply, AUTHENTICATION_REQUIRED, 'Authentication required.');
    const { findAccess, openEscalatedOperation } = customerAccess();
    const access = await findAccess(db, token);
    if (access.status === 'unknown') return unauthorised(reply, AUTHENTICATION_REQUIRED, 'Authentication required.');
    if (access.status === 'expired') return unauthorised(reply, SESSION_TIMEOUT, 'Session timeout.');
    const claimed = request.headers['x-customer-number'];
    if (claimed !== undefined && claimed !== access.grant.customerNumber) {
      return unauthorised(reply, CUSTOMER_MISMATCH, 'Customer mismatch.');
    }
    if (access.status === 'escalation-expired') {
      // An escalated token past its 5 minutes opens nothing, here or anywhere.
      return reply.status(403).send({ NativeErrorCode: ESCALATION_EXPIRED, message: ESCALATION_EXPIRED_MESSAGE });
    }
    if (access.grant.privilege === 'escalated') {
      if (!options.acceptEscalated) return reply.status(403).send({ NativeErrorCode: ESCALATION_EXPIRED, message: ONLY_ITS_OPERATION });
      // Good for its one operation, named again in X-Operation-Id, while that operation is open
      // (not run, not voided). The route's safeguard then checks the request is the one approved.
      const operationId = access.grant.operationId;
      if (!operationId || request.headers['x-operation-id'] !== operationId
        || !(await openEscalatedOperation(db, { operationId, sessionId: access.grant.sessionId }))) {
        return reply.status(403).send({ NativeErrorCode: ESCALATION_EXPIRED, message: ONLY_ITS_OPERATION });
      }
    }
    // The drop to low privilege is the server's rule too: a low-privilege token reads, it never
    // changes anything (a step-up token for its operation, or a fresh login, is needed).
    if (WRITES.has(request.method) && access.grant.privilege === 'low') {
      return unauthorised(reply, SESSION_TIMEOUT, 'Session timeout.');
    }
    if (WRITES.has(request.method) && request.routeOptions.config.whileLocked !== 'allowed'
      && await customerAccess().bankingLockedAt(db, access.grant.customerNumber)) {
      return reply.status(403).send({ NativeErrorCode: BANKING_LOCKED, message: BANKING_LOCKED_MESSAGE });
    }
    request.grant = access.grant;
  };
}

/** Route config of a write that still works while the banking is locked (see FastifyContextConfig.whileLocked). */
export const ALLOWED_WHILE_LOCKED = { whileLocked: 'allowed' } as const;

/** The customer of an authenticated request (only call after requireCustomer). */
export function customerOf(request: FastifyRequest): string {
  return grantOf(request).customerNumber;
}

/** The whole grant of an authenticated request (only call after requireCustomer). */
export function grantOf(request: FastifyRequest): AccessGrant {
  if (!request.grant) throw new Error('requireCustomer must run before this handler');
  return request.grant;
}
