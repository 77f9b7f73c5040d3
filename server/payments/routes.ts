import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { IdempotencyHeaders, PaymentRequest, ReceiptDto, ScheduledPaymentList, TransferRequest } from '../../contract/payments';
import { aucklandToday } from '../../contract/rules/AucklandDate';
import type { Database, Queryable } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { requestHash, runOnce, type Outcome } from './idempotency';
import { makePayment, paymentProblem } from './makePayment';
import { makeTransfer } from './makeTransfer';
import { referenceProblem } from '../../contract/rules/PaymentFields';
import { cancelScheduled } from './cancelScheduled';
import { listScheduled } from './receipts';

export interface PaymentRouteDeps { db: Database; now?: () => number }

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody, 422: ApiErrorBody };

/** Runs a money-moving POST once per Idempotency-Key (see idempotency.ts) and sends its answer. */
async function once(db: Database, request: FastifyRequest, reply: FastifyReply, work: (tx: Queryable) => Promise<Outcome>) {
  const key = String(request.headers['idempotency-key']).toLowerCase();
  const outcome = await runOnce(db, {
    customerNumber: customerOf(request), key, requestHash: requestHash(request.method, request.routeOptions.url ?? '', request.body),
  }, work);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.status).send(outcome.body);
}

const invalid = (reply: FastifyReply, message: string) => reply.status(400).send({ message, NativeErrorCode: DATA_VALIDATION });

/** Paying, transferring and scheduled payments of the logged-in customer. */
export function paymentRoutes(app: FastifyInstance, { db, now = Date.now }: PaymentRouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);
  const moneyPost = { onRequest: authenticate, preValidation: requireJsonBody, errorHandler: dataValidationErrors, bodyLimit: 4096 };

  api.post('/api/payments', {
    ...moneyPost, schema: { headers: IdempotencyHeaders, body: PaymentRequest, response: { 200: ReceiptDto, ...errors } },
  }, async (request, reply) => {
    const today = aucklandToday(now());
    const problem = paymentProblem(request.body, today);
    if (problem) return invalid(reply, problem);
    return once(db, request, reply, (tx) => makePayment(tx, customerOf(request), request.body, today));
  });

  api.post('/api/transfers', {
    ...moneyPost, schema: { headers: IdempotencyHeaders, body: TransferRequest, response: { 200: ReceiptDto, ...errors } },
  }, async (request, reply) => {
    const problem = referenceProblem(request.body.reference);
    if (problem) return invalid(reply, problem);
    return once(db, request, reply, (tx) => makeTransfer(tx, customerOf(request), request.body));
  });

  api.get('/api/payments/scheduled', {
    preHandler: authenticate, schema: { response: { 200: ScheduledPaymentList, 401: ApiErrorBody } },
  }, async (request) => listScheduled(db, customerOf(request)));

  api.delete('/api/payments/:id', {
    preHandler: authenticate,
    schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: ReceiptDto, ...errors } },
  }, async (request, reply) => {
    const outcome = await cancelScheduled(db, customerOf(request), request.params.id, aucklandToday(now()));
    return reply.status(outcome.status).send(outcome.body);
  });
}
