import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { cardPaymentDecline } from './rules';

const CardPaymentRequest = Type.Object({
  cardId: Type.String({ minLength: 1, maxLength: 64 }),
  merchant: Type.String({ minLength: 1, maxLength: 60 }),
  amountCents: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  /** Card not present (a website or app), and a merchant outside New Zealand: the customer's switches apply. */
  online: Type.Optional(Type.Boolean()),
  overseas: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
const CardPaymentResult = Type.Object({
  approved: Type.Boolean(),
  reason: Type.Optional(Type.Union([
    Type.Literal('card-frozen'), Type.Literal('card-cancelled'), Type.Literal('card-not-activated'),
    Type.Literal('online-purchases-off'), Type.Literal('overseas-purchases-off'), Type.Literal('insufficient-funds'),
  ])),
});

/**
 * The sandbox's card network, for people and journeys (development endpoints only): a merchant
 * charges a card; a frozen or cancelled card is declined, an active one pays from its account
 * in one transaction.
 */
export function cardPaymentRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/dev/card-payments', {
    schema: { hide: true, body: CardPaymentRequest, response: { 200: CardPaymentResult, 400: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const { cardId, amountCents, online, overseas } = request.body;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        status: 'active' | 'frozen' | 'cancelled'; activated: boolean; online_purchases: boolean; overseas_purchases: boolean;
        account_id: string; available_cents: string | number;
      }>(
        `SELECT c.status, c.activated, c.online_purchases, c.overseas_purchases, c.account_id, a.available_cents
           FROM cards c JOIN accounts a ON a.id = c.account_id
          WHERE c.id = $1 FOR UPDATE OF a`, [cardId]);
      const card = rows[0];
      if (!card) return reply.status(404).send({ message: 'There is no such card.' });
      const reason = cardPaymentDecline(
        { status: card.status, activated: card.activated, onlinePurchases: card.online_purchases, overseasPurchases: card.overseas_purchases },
        Number(card.available_cents), amountCents, { online, overseas });
      if (reason) return { approved: false, reason };
      await tx.query('UPDATE accounts SET balance_cents = balance_cents - $2, available_cents = available_cents - $2 WHERE id = $1',
        [card.account_id, amountCents]);
      return { approved: true };
    });
  });
}
