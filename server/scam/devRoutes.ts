import { confirmScamReport, unconfirmedScamReports } from './scamReports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { HeldPaymentDto } from '../../contract/scam';
import type { Database } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import { endHold, listAllHeld, releaseHold } from './heldPayments';
import { unlockBanking } from './bankingLock';
import { dailyLimitOf, setDailyLimit } from './paymentLimits';
import { dailyLimitChangeProblem } from '../../contract/rules/PaymentLimit';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';

const OperatorHeld = Type.Array(Type.Intersect([HeldPaymentDto, Type.Object({ customerNumber: Type.String() })]));

/**
 * The bank's side of scam protection, for the sandbox operator (npm run operator -- holds,
 * release, stop, unlock-banking). Registered only with the other development endpoints.
 */
export function scamDevRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const hide = true;
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.status(415).send({ message: 'Send a JSON body (Content-Type: application/json).' });
    }
  };
  const Id = Type.Object({ id: Type.String({ maxLength: 64 }) });

  api.get('/dev/holds', { schema: { hide, response: { 200: OperatorHeld } } }, async () => listAllHeld(db));

  api.post('/dev/holds/:id/release', {
    preValidation, schema: { hide, params: Id, response: { 200: HeldPaymentDto, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const outcome = await releaseHold(db, request.params.id, clock.today());
    return reply.status(outcome.status as 200).send(outcome.body as HeldPaymentDto);
  });

  api.post('/dev/holds/:id/stop', {
    preValidation, schema: { hide, params: Id, response: { 200: HeldPaymentDto, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const outcome = await endHold(db, request.params.id, 'bank');
    return reply.status(outcome.status).send(outcome.body);
  });

  // The bank's review of scam reports: a report protects its customer at once; confirmed, its
  // account joins the shared list (everyone's payments to it declined).
  const ScamReportRow = Type.Object({ caseReference: Type.String(), customerNumber: Type.String(), accountNumber: Type.String(), whatHappened: Type.String(), reportedAt: Type.String() });
  api.get('/dev/scam-reports', { schema: { hide, response: { 200: Type.Array(ScamReportRow) } } }, async () => unconfirmedScamReports(db));

  api.post('/dev/scam-reports/:reference/confirm', {
    preValidation,
    schema: { hide, params: Type.Object({ reference: Type.String({ pattern: '^SC-[A-Z2-9]{8}$' }) }),
      response: { 200: Type.Object({ caseReference: Type.String(), accountNumber: Type.String() }), 404: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const accountNumber = await confirmScamReport(db, request.params.reference);
    if (!accountNumber) return reply.status(404).send({ message: 'No unconfirmed scam report with that reference.' });
    return { caseReference: request.params.reference, accountNumber };
  });

  api.post('/dev/banking-unlock', {
    preValidation,
    schema: { hide, body: Type.Object({ customerNumber: Type.String({ pattern: '^[0-9]{7}$' }) }), response: { 200: Type.Object({ customerNumber: Type.String(), unlocked: Type.Boolean() }), 415: ApiErrorBody } },
  }, async (request) => {
    const { customerNumber } = request.body;
    const unlocked = await unlockBanking(db, customerNumber);
    if (unlocked) await recordSecurityEvent(db, request, { type: 'banking-unlocked', customerNumber, detail: { by: 'operator' } });
    return { customerNumber, unlocked };
  });

  // The bank sets a customer's daily limit at once (after a call): what a customer cannot do
  // themselves (a raise waits 24 hours). Journeys also use it to put a lowered limit back.
  api.post('/dev/payment-limits', {
    preValidation,
    schema: {
      hide, body: Type.Object({ customerNumber: Type.String({ pattern: '^[0-9]{7}$' }), dailyLimitCents: Type.Integer() }),
      response: { 200: Type.Object({ customerNumber: Type.String(), dailyLimitCents: Type.Integer() }), 400: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody },
    },
  }, async (request, reply) => {
    const { customerNumber, dailyLimitCents } = request.body;
    const problem = dailyLimitChangeProblem(dailyLimitCents);
    if (problem) return reply.status(400).send({ message: problem });
    const { rows } = await db.query('SELECT 1 FROM customers WHERE customer_number = $1', [customerNumber]);
    if (!rows.length) return reply.status(404).send({ message: 'No such customer.' });
    await setDailyLimit(db, customerNumber, dailyLimitCents);
    await recordSecurityEvent(db, request, { type: 'limit-changed', customerNumber, detail: { limit: 'daily-payments', dailyLimitCents, change: 'set-by-bank' } });
    return { customerNumber, dailyLimitCents: (await dailyLimitOf(db, customerNumber)).limitCents };
  });
}
