import type { FastifyInstance } from 'fastify';
import { withDebitAlerts } from '../alerts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { IdempotencyHeaders, PaymentRequest, ReceiptDto, ScheduledPaymentList } from '../../contract/pay';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { storedAnswer } from '../ledger';
import { MONEY_ERRORS, idempotentRequestOf, invalidInput, moneyPost, replyOnce } from '../ledger';
import { CHANGED_REQUEST_MESSAGE, DATA_ERROR, requireEscalation } from '../escalation';
import { canonicalAccount, maskAccount, money, type Binding } from '../escalation';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import { paymentProblem } from './makePayment';
import { paymentPrecheck, payWithScamProtection } from '../scam';
import { paidToNewAccountsToday } from '../scam';
import { HeldPaymentDto, RiskWarningBody } from '../../contract/scam';
import { cancelScheduled } from './cancelScheduled';
import { listScheduled } from './receipts';
import { readOwnAccount } from '../accounts';
import { canPayFrom } from '../../contract/rules/AccountUse';
import { isFutureDate } from '../../contract/rules/PaymentDate';
import type { Clock } from '../platform/clock/Clock';

/**
 * A 409 is either the scam rules' warning (confirm, then send again) or another request with the
 * same Idempotency-Key still running: the schema takes both, or the second would answer 500.
 */
const PAYMENT_CONFLICT = Type.Union([RiskWarningBody, ApiErrorBody]);

export interface PaymentRouteDeps { db: Database; sms: SmsLog; clock: Clock }

/**
 * Paying an account the customer has not saved as a payee, this much or more in a day (this
 * payment and the day's earlier ones to every such account together, so splitting it across a
 * day or across accounts does not duck it), needs an SMS code (a scam's usual shape).
 */
export const NEW_ACCOUNT_SAFEGUARD_CENTS = 100_000;
export const PAY_NEW_ACCOUNT = 'pay-new-account';

/**
 * Whether the payment would get past the funds and eligibility checks (read without a lock):
 * a payment the bank will refuse anyway costs the customer no SMS code. The locked check
 * inside the payment is still the one that counts.
 */
async function couldPay(db: Database, customerNumber: string, body: PaymentRequest, today: string): Promise<boolean> {
  const from = await readOwnAccount(db, customerNumber, body.fromAccountId);
  const now = !body.date || !isFutureDate(body.date, today);
  return Boolean(from && canPayFrom(from.product) && (!now || body.amountCents <= from.availableCents));
}

/** Whether this payment to a one-off account, with the day's earlier ones to one-off accounts, reaches the safeguard's threshold. */
async function overSafeguard(db: Database, customerNumber: string, body: PaymentRequest, today: string): Promise<boolean> {
  if (!('accountNumber' in body.to)) return false;
  const payDay = body.date && isFutureDate(body.date, today) ? body.date : today;
  return body.amountCents + await paidToNewAccountsToday(db, customerNumber, payDay) >= NEW_ACCOUNT_SAFEGUARD_CENTS;
}

/**
 * What a code for a payment approves: every field of the payment (from, to, amount, date and
 * the statement fields) and the purpose the customer chose, so none can change once the code is sent.
 */
export function paymentBinding(body: PaymentRequest): Binding {
  const to = 'accountNumber' in body.to ? canonicalAccount(body.to.accountNumber) : `payee:${body.to.payeeId}`;
  return {
    summary: `pay ${money(body.amountCents)} to ${'accountNumber' in body.to ? maskAccount(body.to.accountNumber) : 'a saved payee'}`,
    fields: {
      from: body.fromAccountId, to, name: 'name' in body.to ? body.to.name.trim() : null, amountCents: body.amountCents,
      date: body.date ?? null, particulars: body.particulars, code: body.code, reference: body.reference,
      purpose: body.purpose ?? null,
    },
  };
}

/** Paying, and the scheduled payments, of the logged-in customer. */
export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const { db, clock } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);

  // A payment may come back with the token escalated for it (see the safeguard below).
  api.post('/api/payments', {
    ...moneyPost(db, { acceptEscalated: true }),
    schema: { headers: IdempotencyHeaders, body: PaymentRequest, response: { 200: ReceiptDto, 202: HeldPaymentDto, ...MONEY_ERRORS, 409: PAYMENT_CONFLICT } },
  }, async (request, reply) => {
    const today = clock.today();
    const problem = paymentProblem(request.body, today);
    if (problem) return invalidInput(reply, problem);
    if (grantOf(request).privilege === 'escalated') {
      // A token escalated for a payment approves that payment only: one whose details changed is
      // refused as such (403 4004, in the security log) before any other check can answer for it.
      const approved = await requireEscalation(deps, request, PAY_NEW_ACCOUNT, paymentBinding(request.body));
      if (!approved.passed) return reply.status(403).send(approved.body);
    }
    const context = { customerNumber: customerOf(request), sessionId: grantOf(request).sessionId, body: request.body, today };
    // Over the limit, declined, or a warning to read first: answered before any code is sent.
    const early = await paymentPrecheck(db, context);
    if (early) return reply.status(early.status).send(early.body as RiskWarningBody);
    let operationId: string | null = null;
    if ('accountNumber' in request.body.to && await overSafeguard(db, customerOf(request), request.body, today)
      && await couldPay(db, customerOf(request), request.body, today)) {
      // A repeat of a payment already made replays it; it is not challenged again.
      const answered = await storedAnswer(db, idempotentRequestOf(request));
      if (answered) return reply.header('idempotent-replayed', 'true').status(answered.status).send(answered.body as ReceiptDto);
      const escalation = await requireEscalation(deps, request, PAY_NEW_ACCOUNT, paymentBinding(request.body));
      if (!escalation.passed) return reply.status(403).send(escalation.body);
      operationId = escalation.operationId;
    } else if (grantOf(request).privilege === 'escalated') {
      // An escalated token approves the one payment its code was sent for, never one that needs no code.
      return reply.status(403).send({ NativeErrorCode: DATA_ERROR, message: CHANGED_REQUEST_MESSAGE });
    }
    return replyOnce(db, request, reply, async (tx) => {
      if (operationId) await completeOperation(tx, operationId);
      return withDebitAlerts(tx, customerOf(request), await payWithScamProtection(tx, context));
    });
  });

  api.get('/api/payments/scheduled', {
    preHandler: authenticate, schema: { response: { 200: ScheduledPaymentList, 401: ApiErrorBody } },
  }, async (request) => listScheduled(db, customerOf(request)));

  api.delete('/api/payments/:id', {
    preHandler: authenticate, config: ALLOWED_WHILE_LOCKED,
    schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: ReceiptDto, ...MONEY_ERRORS } },
  }, async (request, reply) => {
    const outcome = await cancelScheduled(db, customerOf(request), request.params.id, clock.today());
    return reply.status(outcome.status).send(outcome.body);
  });
}
