import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SafeguardErrorBody } from '../../contract/escalation';
import { dailyLimitChangeProblem, leftToday } from '../../contract/rules/PaymentLimit';
import {
  BankingLockDto, HeldPaymentDto, HeldPaymentList, PaymentLimitChange, PaymentLimitDto, ReportablePaymentList, ScamReportDto, ScamReportRequest,
} from '../../contract/scam';
import type { Database } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import { ALLOWED_WHILE_LOCKED, customerOf, grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, requireJsonBody } from '../platform/http/dataValidation';
import { APPROVAL, requireApproval } from './approval';
import { money } from '../escalation';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import { endHold, listHeldPayments } from './heldPayments';
import { dailyLimitOf, lowerDailyLimit, paidToOthersToday, raiseDailyLimit } from './paymentLimits';
import { reportablePayments, reportScam } from './scamReports';
import { isBankingLocked, lockBanking } from './bankingLock';

const Id = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** Scam protection's own routes: held payments, the daily limit, Report a scam, Lock my banking. */
export function scamRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog; clock: Clock }): void {
  const { db, clock } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);

  api.get('/api/held-payments', { onRequest: authenticate, schema: { response: { 200: HeldPaymentList, 401: ApiErrorBody } } },
    async (request) => listHeldPayments(db, customerOf(request)));

  // The customer may cancel a payment on hold; only the bank releases one.
  api.post('/api/held-payments/:id/cancel', {
    onRequest: authenticate, config: ALLOWED_WHILE_LOCKED, schema: { params: Id, response: { 200: HeldPaymentDto, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody } },
  }, async (request, reply) => {
    const outcome = await endHold(db, request.params.id, { customerNumber: customerOf(request) });
    return reply.status(outcome.status).send(outcome.body);
  });

  const limitOf = async (customerNumber: string) => {
    const limit = await dailyLimitOf(db, customerNumber);
    const used = await paidToOthersToday(db, customerNumber, clock.today());
    return {
      dailyLimitCents: limit.limitCents, usedTodayCents: used, leftTodayCents: leftToday({ limitCents: limit.limitCents, usedTodayCents: used }),
      pending: limit.pending ? { dailyLimitCents: limit.pending.limitCents, from: limit.pending.from } : null,
    };
  };

  api.get('/api/payment-limits', { onRequest: authenticate, schema: { response: { 200: PaymentLimitDto, 401: ApiErrorBody } } },
    async (request) => limitOf(customerOf(request)));

  // Lower: at once. Higher: a step-up (a stolen session cannot raise it), then 24 hours' wait.
  api.put('/api/payment-limits', {
    onRequest: requireCustomer(db, { acceptEscalated: true }), preValidation: requireJsonBody,
    schema: { body: PaymentLimitChange, response: { 200: PaymentLimitDto, 400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const customerNumber = customerOf(request);
    const wanted = request.body.dailyLimitCents;
    const problem = dailyLimitChangeProblem(wanted);
    if (problem) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: problem });
    const current = await dailyLimitOf(db, customerNumber);
    if (wanted <= current.limitCents) {
      await lowerDailyLimit(db, customerNumber, wanted);
      await recordSecurityEvent(db, request, { type: 'limit-changed', detail: { limit: 'daily-payments', dailyLimitCents: wanted, change: 'lowered' } });
      return limitOf(customerNumber);
    }
    // Bound to the new limit: a code sent for $12,000 does not raise it to $50,000.
    const escalation = await requireApproval(deps, request, APPROVAL.raisePaymentLimit, {
      summary: `raise your daily payment limit to ${money(wanted)}`, fields: { dailyLimitCents: wanted },
    });
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    await db.transaction(async (tx) => {
      await raiseDailyLimit(tx, customerNumber, wanted);
      await completeOperation(tx, escalation.operationId);
      // Raised from 24 hours on (a stolen session's raise shows here, and the customer is told, before it counts).
      await recordSecurityEvent(tx, request, { type: 'limit-changed', detail: { limit: 'daily-payments', dailyLimitCents: wanted, change: 'raise-requested' } });
    });
    return limitOf(customerNumber);
  });

  api.get('/api/scam-reports/payments', { onRequest: authenticate, schema: { response: { 200: ReportablePaymentList, 401: ApiErrorBody } } },
    async (request) => reportablePayments(db, customerOf(request)));

  api.post('/api/scam-reports', {
    onRequest: authenticate, config: ALLOWED_WHILE_LOCKED, preValidation: requireJsonBody,
    schema: { body: ScamReportRequest, response: { 200: ScamReportDto, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    if (!request.body.whatHappened.trim()) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'Tell us what happened.' });
    const outcome = await reportScam(db, customerOf(request), request.body);
    if (outcome.status === 200) {
      await recordSecurityEvent(db, request, { type: 'scam-reported', detail: { transactionId: request.body.transactionId, caseReference: outcome.body.caseReference } });
    }
    return reply.status(outcome.status).send(outcome.body);
  });

  const lockState = async (customerNumber: string) => {
    const lockedAt = await isBankingLocked(db, customerNumber);
    return { locked: lockedAt !== null, lockedAt: lockedAt?.toISOString() ?? null };
  };

  api.get('/api/banking-lock', { onRequest: authenticate, schema: { response: { 200: BankingLockDto, 401: ApiErrorBody } } },
    async (request) => lockState(customerOf(request)));

  // Locking takes nothing but the session: in an emergency it must be one tap. Unlocking is not here (see bankingLock.ts).
  api.post('/api/banking-lock', { onRequest: authenticate, config: ALLOWED_WHILE_LOCKED, schema: { response: { 200: BankingLockDto, 401: ApiErrorBody } } },
    async (request) => {
      if (!(await isBankingLocked(db, customerOf(request)))) {
        const ended = await db.transaction((tx) => lockBanking(tx, customerOf(request), grantOf(request).sessionId));
        await recordSecurityEvent(db, request, { type: 'banking-locked', ...(ended ? { detail: { sessionsEnded: ended } } : {}) });
      }
      return lockState(customerOf(request));
    });
}
