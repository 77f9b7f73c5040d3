import type { FastifyInstance } from 'fastify';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ActivateCardRequest, CardControlsRequest, CardDto, CardList, CardParams, ReportCardReply, ReportCardRequest } from '../../contract/cards';
import { cardControlProblem } from '../../contract/rules/CardControls';
import { activateCard } from './activation';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { findCard, findCardRecord, listCards, setCardStatus } from './queries';
import { cardActionProblem, replacementCard } from './rules';
import { cardPaymentRoutes } from './cardPayments';
import type { Clock } from '../platform/clock/Clock';
import { SafeguardErrorBody } from '../../contract/escalation';
import { requireEscalation } from '../escalation';
import { completeOperation } from '../escalation';
import type { SmsLog } from '../escalation';
import { checkCurrentPassword, PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../contact';
import { DATA_VALIDATION } from '../platform/http/dataValidation';

const NOT_FOUND = { message: 'There is no such card.' };
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** Cancelling a card and ordering its replacement (which goes to the postal address) is safeguarded. */
export const REPLACE_CARD = 'replace-card';

/**
 * The customer's cards: list, freeze and unfreeze, report lost or stolen (cancel and replace),
 * activate a new card, and its online and overseas purchase switches.
 * With the development endpoints on, the sandbox's card network too (see cardPayments.ts).
 */
export function cardRoutes(app: FastifyInstance, deps: { db: Database; sms: SmsLog; clock: Clock; simulator?: boolean }): void {
  const { db, clock, simulator = false } = deps;
  if (simulator) cardPaymentRoutes(app, { db });
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/cards', { onRequest, schema: { response: { 200: CardList, ...errors } } },
    async (request) => ({ cards: await listCards(db, customerOf(request)) }));

  for (const [action, status] of [['freeze', 'frozen'], ['unfreeze', 'active']] as const) {
    api.post(`/api/cards/:id/${action}`, { onRequest, config: action === 'freeze' ? ALLOWED_WHILE_LOCKED : {}, schema: { params: CardParams, response: { 200: CardDto, ...errors } } },
      async (request, reply) => {
        const card = await findCard(db, customerOf(request), request.params.id);
        if (!card) return reply.status(404).send(NOT_FOUND);
        const problem = cardActionProblem(card);
        if (problem) return reply.status(409).send({ message: problem });
        await setCardStatus(db, card.id, status);
        return { ...card, status };
      });
  }

  api.post('/api/cards/:id/report', {
    onRequest: requireCustomer(db, { acceptEscalated: true }), config: ALLOWED_WHILE_LOCKED,
    schema: { params: CardParams, body: ReportCardRequest, response: { 200: ReportCardReply, ...errors, 403: SafeguardErrorBody, 429: ApiErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    // A card that cannot be reported costs no code; the locked check below is the one that counts.
    const current = await findCard(db, customer, request.params.id);
    if (!current) return reply.status(404).send(NOT_FOUND);
    const refused = cardActionProblem(current);
    if (refused) return reply.status(409).send({ message: refused });
    // The password again, before any step-up code is sent: a session alone orders no card.
    const password = await checkCurrentPassword(db, customer, request.body.currentPassword);
    if (password === 'throttled') return reply.status(429).send({ message: PASSWORD_TRIES_MESSAGE });
    if (password !== 'right') return reply.status(400).send({ message: WRONG_PASSWORD_MESSAGE, NativeErrorCode: DATA_VALIDATION });
    // The replacement is the card-intercept prize: ordering it needs the step-up, bound to this card.
    // (Freezing stays one tap, with no code, for a customer who has lost a card.)
    const escalation = await requireEscalation(deps, request, REPLACE_CARD, {
      summary: `cancel your card ending ${current.last4} and send a new one`,
      fields: { cardId: current.id, reason: request.body.reason },
    });
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    // One transaction: the card is never cancelled without its replacement, nor replaced twice.
    const outcome = await db.transaction(async (tx) => {
      const card = await findCard(tx, customer, request.params.id, true);
      if (!card) return { status: 404 as const, body: NOT_FOUND };
      const problem = cardActionProblem(card);
      if (problem) return { status: 409 as const, body: { message: problem } };
      await completeOperation(tx, escalation.operationId);
      await tx.query("UPDATE cards SET status = 'cancelled', cancelled_reason = $2 WHERE id = $1", [card.id, request.body.reason]);
      const next = replacementCard(clock.now());
      // The replacement travels by post inactive: it works once the customer activates it.
      await tx.query(`INSERT INTO cards (id, customer_number, account_id, kind, last4, expires, replaces, activated, created_at)
        SELECT $2, customer_number, account_id, kind, $3, $4, id, false, sandbox_now() FROM cards WHERE id = $1`, [card.id, next.id, next.last4, next.expires]);
      await recordSecurityEvent(tx, request, { type: 'card-replacement-ordered', detail: { last4: card.last4 } });
      return { status: 200 as const, body: { replacement: (await findCard(tx, customer, next.id))! } };
    });
    return reply.status(outcome.status).send(outcome.body);
  });

  api.post('/api/cards/:id/activate', {
    onRequest, schema: { summary: 'Activates a new card with the last 4 digits and expiry printed on it', params: CardParams, body: ActivateCardRequest, response: { 200: CardDto, ...errors } },
  }, async (request, reply) => {
    const outcome = await db.transaction((tx) => activateCard(tx, request, customerOf(request), request.params.id, request.body));
    return reply.status(outcome.status).send(outcome.body);
  });

  api.put('/api/cards/:id/controls', {
    onRequest, schema: { summary: "Turns a card's online or overseas purchases on or off", params: CardParams, body: CardControlsRequest, response: { 200: CardDto, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const { onlinePurchases, overseasPurchases } = request.body;
    const outcome = await db.transaction(async (tx) => {
      const card = await findCardRecord(tx, customer, request.params.id, true);
      if (!card) return { status: 404 as const, body: NOT_FOUND };
      const problem = cardControlProblem({ status: card.status, activated: card.activated }, onlinePurchases === true || overseasPurchases === true);
      if (problem) return { status: 409 as const, body: { message: problem } };
      await tx.query(`UPDATE cards SET online_purchases = COALESCE($2, online_purchases), overseas_purchases = COALESCE($3, overseas_purchases)
        WHERE id = $1`, [card.id, onlinePurchases ?? null, overseasPurchases ?? null]);
      await recordSecurityEvent(tx, request, { type: 'card-controls-changed', detail: { last4: card.last4, online: onlinePurchases ?? null, overseas: overseasPurchases ?? null } });
      return { status: 200 as const, body: (await findCard(tx, customer, card.id))! };
    });
    return reply.status(outcome.status).send(outcome.body);
  });
}
