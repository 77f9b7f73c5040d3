import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ContributionRateRequest, FundSwitchRequest, KiwiSaverLandingDto, KiwiSaverTopUpRequest } from '../../contract/kiwisaver';
import { IdempotencyHeaders, ReceiptDto } from '../../contract/pay';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import type { Clock } from '../platform/clock/Clock';
import { withDebitAlerts } from '../alerts';
import { MONEY_ERRORS, moneyPost, replyOnce } from '../ledger';
import { readLanding } from './landing';
import { changeContributionRate, switchFund, topUpKiwiSaver } from './changes';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * The logged-in customer's KiwiSaver: the landing page's data, a fund switch (pending until the
 * next business day), the contribution rate, and a voluntary top-up (a ledger transfer, under the
 * money routes' rules: Idempotency-Key, own accounts only, never more than is available).
 */
export function kiwiSaverRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/kiwisaver/landing', { preHandler: onRequest, schema: { response: { 200: KiwiSaverLandingDto, 401: ApiErrorBody } } },
    async (request) => db.transaction((tx) => readLanding(tx, customerOf(request), clock.today())));

  api.post('/api/kiwisaver/fund-switch', {
    onRequest, schema: { summary: 'Asks to switch KiwiSaver fund (made on the next business day)', body: FundSwitchRequest, response: { 200: KiwiSaverLandingDto, ...errors } },
  }, async (request, reply) => {
    const outcome = await db.transaction((tx) => switchFund(tx, request, customerOf(request), request.body.fund, clock.today()));
    return reply.status(outcome.status).send(outcome.body);
  });

  api.put('/api/kiwisaver/contribution-rate', {
    onRequest, schema: { summary: "Changes an employed member's contribution rate", body: ContributionRateRequest, response: { 200: KiwiSaverLandingDto, ...errors } },
  }, async (request, reply) => {
    const outcome = await db.transaction((tx) => changeContributionRate(tx, request, customerOf(request), request.body.ratePercent, clock.today()));
    return reply.status(outcome.status).send(outcome.body);
  });

  api.post('/api/kiwisaver/top-ups', {
    ...moneyPost(db),
    schema: { summary: 'A voluntary KiwiSaver top-up from an everyday or savings account', headers: IdempotencyHeaders, body: KiwiSaverTopUpRequest, response: { 200: ReceiptDto, ...MONEY_ERRORS } },
  }, async (request, reply) => replyOnce(db, request, reply, async (tx) => withDebitAlerts(tx, customerOf(request), await topUpKiwiSaver(tx, customerOf(request), request.body))));
}
