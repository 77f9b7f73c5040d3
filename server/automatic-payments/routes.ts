import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SafeguardErrorBody } from '../../contract/escalation';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import { APPROVAL, automaticPaymentSetupRefusal, requireApproval } from '../scam';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { PayeeProblemDto } from '../../contract/payees';
import { AutomaticPaymentDto, AutomaticPaymentRequestDto } from '../../contract/automatic-payments';
import { nextPaymentDate } from '../../contract/rules/PaymentSchedule';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, requireJsonBody } from '../platform/http/dataValidation';
import { payeeInputErrors } from '../payees';
import { checkAutomaticPayment, type AutomaticPaymentFields } from './rules';
import { canonicalAccount, fieldsOf, maskAccount, money } from '../escalation';
import {
  findAutomaticPayment, findByIdempotencyKey, insertAutomaticPayment, isCustomersAccount, listAutomaticPayments, payingAccountNumber, setNextDate,
  toDto, updateAutomaticPayment, UUID,
} from './queries';
import { cancelRoute } from './cancelRoute';
import type { Clock } from '../platform/clock/Clock';

const IdParams = Type.Object({ id: Type.String() });
const notFound = { message: 'No such automatic payment.' };
/** Another customer's account is a 404, as for payments: it is not there for this customer. */
const noSuchAccount = { message: 'No such account.' };
const inputResponses = { 400: PayeeProblemDto, 401: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody };

/**
 * The customer's automatic payments. Creating one takes an Idempotency-Key (a UUID the client
 * makes once per submitted form): the same key answers the payment it already set up, and the
 * same key with another body is a 422, so a retried POST never sets up a second payment.
 */
export function automaticPaymentRoutes(app: FastifyInstance, { db, clock, sms }: { db: Database; clock: Clock; sms: SmsLog }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);
  const authenticateEscalated = requireCustomer(db, { acceptEscalated: true });
  // Money that leaves every week to someone else's account is a money door (a standing
  // order was redirected to an unknown account at $1,000,000 a week with no code): approved first.
  // The code is bound to the whole payment (and, for a change, which one): a code sent for $17.99
  // a week to one account approves that, not $1,000,000 a week to another.
  const approveUnlessOwn = async (request: FastifyRequest, customer: string, payment: AutomaticPaymentFields, id: string | null) => {
    const { rows } = await db.query('SELECT 1 FROM accounts WHERE account_number = $1 AND customer_number = $2', [payment.toAccountNumber, customer]);
    if (rows.length) return null;
    return requireApproval({ db, sms }, request, APPROVAL.automaticPaymentToOthers, {
      summary: `${id ? 'change an automatic payment to' : 'set up an automatic payment of'} ${money(payment.amountCents)} ${payment.frequency} to ${maskAccount(payment.toAccountNumber)}`,
      fields: { ...fieldsOf(payment), toAccountNumber: canonicalAccount(payment.toAccountNumber), automaticPaymentId: id },
    });
  };
  // The one gate for money leaving, before any code is sent: a reported account or an amount no
  // day's limit lets through is refused here, and each run is checked again (postDue.ts).
  // True once it has answered (a boolean: a FastifyReply is a thenable, so an async function returning one resolves to undefined).
  const refused = async (reply: FastifyReply, customer: string, payment: AutomaticPaymentFields): Promise<boolean> => {
    const refusal = await automaticPaymentSetupRefusal(db, { customerNumber: customer, ...payment });
    if (!refusal) return false;
    if (refusal.NativeErrorCode) reply.status(403).send({ NativeErrorCode: refusal.NativeErrorCode, message: refusal.message });
    else reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, field: 'amountCents', message: refusal.message });
    return true;
  };
  const validate = async (customer: string, body: AutomaticPaymentRequestDto) =>
    checkAutomaticPayment(body, await payingAccountNumber(db, customer, body.fromAccountId), clock.today());

  api.get('/api/automaticpayment', {
    onRequest: authenticate, schema: { response: { 200: Type.Array(AutomaticPaymentDto), 401: ApiErrorBody } },
  }, async (request) => (await listAutomaticPayments(db, customerOf(request))).map(toDto));

  api.post('/api/automaticpayment', {
    onRequest: authenticateEscalated, preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: {
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String()) }),
      body: AutomaticPaymentRequestDto, response: { 200: AutomaticPaymentDto, 403: SafeguardErrorBody, 422: ApiErrorBody, ...inputResponses },
    },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const key = request.headers['idempotency-key'];
    if (!key || !UUID.test(key)) {
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, field: 'Idempotency-Key', message: 'The Idempotency-Key header must be a UUID.' });
    }
    if (!(await isCustomersAccount(db, customer, request.body.fromAccountId))) return reply.status(404).send(noSuchAccount);
    const checked = await validate(customer, request.body);
    if ('problem' in checked) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, ...checked.problem });
    const hash = createHash('sha256').update(JSON.stringify(checked.payment)).digest('hex');
    // A repeat of a payment already set up answers it (or 422) without asking for approval again.
    const earlier = await findByIdempotencyKey(db, customer, key);
    if (!earlier) {
      if (await refused(reply, customer, checked.payment)) return reply;
      const approval = await approveUnlessOwn(request, customer, checked.payment, null);
      if (approval && !approval.passed) return reply.status(403).send(approval.body);
      if (approval?.passed) await completeOperation(db, approval.operationId);
    }
    await insertAutomaticPayment(db, customer, randomUUID(), checked.payment, { key, hash });
    const stored = await findByIdempotencyKey(db, customer, key);
    if (!stored) throw new Error('automatic payment vanished after insert');
    if (stored.request_hash !== hash) {
      return reply.status(422).send({ NativeErrorCode: DATA_VALIDATION, message: 'This Idempotency-Key was used for a different automatic payment.' });
    }
    return reply.status(200).send(toDto(stored));
  });

  api.put('/api/automaticpayment/:id', {
    onRequest: authenticateEscalated, preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: { params: IdParams, body: AutomaticPaymentRequestDto, response: { 200: AutomaticPaymentDto, 403: SafeguardErrorBody, ...inputResponses } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    if (!(await findAutomaticPayment(db, customer, request.params.id))) return reply.status(404).send(notFound);
    if (!(await isCustomersAccount(db, customer, request.body.fromAccountId))) return reply.status(404).send(noSuchAccount);
    const checked = await validate(customer, request.body);
    if ('problem' in checked) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, ...checked.problem });
    if (await refused(reply, customer, checked.payment)) return reply;
    const approval = await approveUnlessOwn(request, customer, checked.payment, request.params.id);
    if (approval && !approval.passed) return reply.status(403).send(approval.body);
    if (approval?.passed) await completeOperation(db, approval.operationId);
    await updateAutomaticPayment(db, customer, request.params.id, checked.payment);
    const updated = await findAutomaticPayment(db, customer, request.params.id);
    return updated ? toDto(updated) : reply.status(404).send(notFound);
  });

  api.put('/api/automaticpayment/:id/skip', {
    onRequest: authenticate, config: ALLOWED_WHILE_LOCKED, schema: { params: IdParams, response: { 200: AutomaticPaymentDto, 401: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const skipped = await db.transaction(async (tx) => {
      const payment = await findAutomaticPayment(tx, customer, request.params.id);
      if (!payment) return null;
      await tx.query('SELECT 1 FROM automatic_payments WHERE id = $1 FOR UPDATE', [payment.id]);
      const current = await findAutomaticPayment(tx, customer, payment.id);
      if (!current) return null;
      await setNextDate(tx, customer, current.id, nextPaymentDate(current.next_date, current.frequency, current.anchor_day));
      return findAutomaticPayment(tx, customer, current.id);
    });
    return skipped ? toDto(skipped) : reply.status(404).send(notFound);
  });

  cancelRoute(app, { db, clock });
}
