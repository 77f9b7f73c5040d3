import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import type { Database, Queryable } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { requestHash, runOnce, type IdempotentRequest, type Outcome } from './idempotency';

/** The answers a money-moving route may give besides its receipt. */
export const MONEY_ERRORS = {
  400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody, 422: ApiErrorBody,
};

/**
 * The hooks of a money-moving POST: a logged-in customer (a safeguarded one may come back with
 * its token escalated for it), a small JSON body, and bad input answered as 4010.
 */
export function moneyPost(db: Database, { acceptEscalated = false } = {}) {
  return { onRequest: requireCustomer(db, { acceptEscalated }), preValidation: requireJsonBody, errorHandler: dataValidationErrors, bodyLimit: 4096 };
}

/** The customer, Idempotency-Key and request hash a money-moving POST runs once under. */
export function idempotentRequestOf(request: FastifyRequest): IdempotentRequest {
  return {
    customerNumber: customerOf(request), key: String(request.headers['idempotency-key']).toLowerCase(),
    requestHash: requestHash(request.method, request.routeOptions.url ?? '', request.body),
  };
}

/** Runs a money-moving POST once per Idempotency-Key (see idempotency.ts) and sends its answer. */
export async function replyOnce(db: Database, request: FastifyRequest, reply: FastifyReply, work: (tx: Queryable) => Promise<Outcome>) {
  const outcome = await runOnce(db, idempotentRequestOf(request), work);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}

/** 400 with NativeErrorCode 4010 and the rule's own words. */
export const invalidInput = (reply: FastifyReply, message: string) => reply.status(400).send({ message, NativeErrorCode: DATA_VALIDATION });
