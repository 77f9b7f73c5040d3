import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { LIMIT_PRODUCTS } from './limitChange';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  APPLICATION_ERROR, ApplicationDecisionDto, ApplicationDto, ApplicationProductParam, InsuranceQuoteDto, SaveApplicationBody, type ApplicationStatus,
} from '../../contract/apply';
import { stateRefusal } from '../../contract/rules/ApplicationChanges';
import { ApiErrorBody } from '../../contract/errors';
import { TOO_YOUNG_FOR_INSURANCE_MESSAGE } from '../../contract/rules/InsuranceEligibility';
import { INSURANCE_RULES } from '../../contract/rules/InsuranceApplication';
import { answerProblems } from '../../contract/rules/LendingApplication';
import { SafeguardErrorBody } from '../../contract/escalation';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION } from '../platform/http/dataValidation';
import { completeOperation } from '../escalation';
import { APPROVAL, requireApproval } from '../scam';
import { money, type Binding } from '../escalation';
import { parseDollarsToCents } from '../../contract/rules/DollarAmount';
import type { SmsLog } from '../escalation';
import { documentRoutes } from './documentRoutes';
import { eligibleForInsurance, quoteFor } from './insurancePolicy';
import { decideApplication } from './submit';
import { findApplication, getOrCreateDraft, saveDraft } from './queries';
import type { Clock } from '../platform/clock/Clock';

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ NativeErrorCode: APPLICATION_ERROR.notFound, message: 'Application not found.' });
/** An application past the point of this change: 409 with the state's own code (declined, withdrawn, being assessed, submitted). */
const refused = (reply: FastifyReply, status: ApplicationStatus) =>
  reply.status(409).send(stateRefusal(status, 'answers') ?? { NativeErrorCode: APPLICATION_ERROR.sessionCompleted, message: 'This application has already been submitted.' });
const invalid = (reply: FastifyReply, message: string) => reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message });
const tooYoung = (reply: FastifyReply) => reply.status(403).send({ NativeErrorCode: DATA_VALIDATION, message: TOO_YOUNG_FOR_INSURANCE_MESSAGE });

/** A limit change through /change is safeguarded: an SMS code before it is decided. */
const LIMIT_CHANGE_OPERATION = 'credit-card-limit-change';

/**
 * The step-up an application needs before it is decided: more credit is a money door (a
 * stolen session raised a card limit from $5,000 to $15,000 and arranged an overdraft with no
 * code). A limit change (/change) as before; an increase; an overdraft arranged or raised. The
 * code is bound to the draft's answers as they are now: a limit saved after the code was sent
 * is not what the customer approved.
 */
async function moneyDoorOf(
  db: Database, customer: string, application: { id: string; product: string; answers: Record<string, string> },
): Promise<{ purpose: string; binding: Binding } | null> {
  const { product, answers } = application;
  const sorted = Object.keys(answers).sort().map((key) => [key, answers[key]]);
  const bound = (purpose: string, summary: string) =>
    ({ purpose, binding: { summary, fields: { applicationId: application.id, product, answers: JSON.stringify(sorted) } } });
  if (product === 'credit-card-limit-change') {
    const newLimit = answers.newLimit;
    return bound(LIMIT_CHANGE_OPERATION, newLimit ? `change your credit card limit to $${newLimit.replace(/^\$/, '')}` : 'change your credit card limit');
  }
  if (product === 'credit-card-limit-increase') {
    // Only a real raise is a money door: one not above today's limit is refused in words, with no code sent.
    const { rows: [card] } = await db.query<{ limit: string | null }>(
      `SELECT credit_limit_cents AS limit FROM accounts WHERE customer_number = $1 AND product = 'credit-card' ORDER BY id LIMIT 1`, [customer]);
    const wanted = parseDollarsToCents(answers.newLimit ?? '') ?? 0;
    return wanted > Number(card?.limit ?? 0) ? bound(APPROVAL.creditLimitRaise, `raise your credit card limit to ${money(wanted)}`) : null;
  }
  if (product !== 'overdraft') return null;
  const { rows: [account] } = await db.query<{ limit: string | null }>(
    `SELECT credit_limit_cents AS limit FROM accounts WHERE id = $1 AND customer_number = $2`, [answers.overdraftAccount ?? '', customer]);
  const wanted = parseDollarsToCents(answers.overdraftLimit ?? '') ?? 0;
  return wanted > Number(account?.limit ?? 0) ? bound(APPROVAL.overdraftRaise, `arrange an overdraft of ${money(wanted)}`) : null;
}

const ById = Type.Object({ id: Type.String({ maxLength: 64 }) });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * The application engine's API. Every route belongs to the logged-in customer: another
 * customer's application id answers 404, as an id that does not exist does.
 */
export function applicationRoutes(app: FastifyInstance, { db, sms, clock }: { db: Database; sms: SmsLog; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);
  documentRoutes(app, { db });

  api.post('/api/applications/:product', {
    preHandler,
    schema: { params: Type.Object({ product: ApplicationProductParam }), response: { 200: ApplicationDto, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    // The spec's age rule: an under-18 cannot start an insurance application at all.
    if (request.params.product === 'insurance' && !(await eligibleForInsurance(db, customer, clock.today()))) return tooYoung(reply);
    return getOrCreateDraft(db, customer, request.params.product);
  });

  api.get('/api/applications/:id', {
    preHandler, schema: { params: ById, response: { 200: ApplicationDto, ...errors } },
  }, async (request, reply) => (await findApplication(db, customerOf(request), request.params.id)) ?? notFound(reply));

  api.put('/api/applications/:id', {
    preHandler, schema: { params: ById, body: SaveApplicationBody, response: { 200: ApplicationDto, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const saved = await saveDraft(db, customer, request.params.id, request.body.step, request.body.answers);
    if (saved) return saved;
    const application = await findApplication(db, customer, request.params.id);
    return application ? refused(reply, application.status) : notFound(reply);
  });

  api.post('/api/applications/:id/quote', {
    preHandler, schema: { params: ById, response: { 200: InsuranceQuoteDto, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const application = await findApplication(db, customer, request.params.id);
    if (!application) return notFound(reply);
    if (application.product !== 'insurance') return invalid(reply, 'Only an insurance application has a quote.');
    if (!(await eligibleForInsurance(db, customer, clock.today()))) return tooYoung(reply);
    const problem = Object.values(answerProblems(INSURANCE_RULES, application.answers))[0];
    return problem ? invalid(reply, problem) : quoteFor(db, customer, application.answers, clock.today());
  });

  api.post('/api/applications/:id/submit', {
    preHandler: requireCustomer(db, { acceptEscalated: true }),
    schema: { params: ById, response: { 200: ApplicationDecisionDto, ...errors, 403: SafeguardErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const application = await findApplication(db, customer, request.params.id);
    if (!application) return notFound(reply);
    if (application.status !== 'draft') return refused(reply, application.status);
    let operationId: string | null = null;
    const door = await moneyDoorOf(db, customer, application);
    if (door) {
      const escalation = await requireApproval({ db, sms }, request, door.purpose, door.binding);
      if (!escalation.passed) return reply.status(403).send(escalation.body);
      operationId = escalation.operationId;
    } else if (request.grant?.privilege === 'escalated') {
      // An escalated token is for its own operation only (a limit change), never another submit.
      return reply.status(403).send({ NativeErrorCode: APPLICATION_ERROR.sessionAccessInvalid, message: 'This token is only valid for the operation it was escalated for.' });
    }
    const outcome = await decideApplication(db, customer, request.params.id, clock.today());
    if (outcome.kind === 'not-found') return notFound(reply);
    if (outcome.kind === 'completed') return refused(reply, outcome.status);
    if (outcome.kind === 'invalid') return invalid(reply, outcome.message);
    if (operationId) await completeOperation(db, operationId);
    if (LIMIT_PRODUCTS.includes(application.product) && outcome.decision.status === 'approved') {
      await recordSecurityEvent(db, request, { type: 'limit-changed', detail: { product: application.product } });
    }
    return outcome.decision;
  });
}
