import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { merchantAccountOf, recordMovement } from '../ledger';
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
 * charges a card; a frozen, cancelled or not yet activated card is declined, as is an online or
 * overseas payment while the card's switch is off; an active one pays from its account
 * in one transaction, as a ledger movement (kind 'card', to the merchant's account), so it is on
 * the statement and the ledger's invariants hold.
 */
export function cardPaymentRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/dev/card-payments', {
    schema: { hide: true, body: CardPaymentRequest, response: { 200: CardPaymentResult, 400: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const { cardId, merchant, amountCents, online, overseas } = request.body;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        status: 'active' | 'frozen' | 'cancelled'; activated: boolean; online_purchases: boolean; overseas_purchases: boolean;
        account_id: string; customer_number: string; available_cents: string | number;
      }>(
        `SELECT c.status, c.activated, c.online_purchases, c.overseas_purchases, c.account_id, a.customer_number, a.available_cents
           FROM cards c JOIN accounts a ON a.id = c.account_id
          WHERE c.id = $1 FOR UPDATE OF a`, [cardId]);
      const card = rows[0];
      if (!card) return reply.status(404).send({ message: 'There is no such card.' });
      const reason = cardPaymentDecline(
        { status: card.status, activated: card.activated, onlinePurchases: card.online_purchases, overseasPurchases: card.overseas_purchases },
        Number(card.available_cents), amountCents, { online, overseas });
      if (reason) return { approved: false, reason };
      const moved = await recordMovement(tx, {
        customerNumber: card.customer_number, kind: 'card', fromAccountId: card.account_id,
        to: { externalAccount: merchantAccountOf(merchant) }, amountCents, payeeName: merchant.slice(0, 20),
        describe: () => ({ from: `Card ${merchant}`.slice(0, 80), to: 'Card payment' }),
        // The decline rule has just read the locked account: nothing is left to check.
        check: () => null,
      });
      if (!moved.ok) throw new Error(`card payment refused by the ledger after its checks: ${JSON.stringify(moved.refusal)}`);
      return { approved: true };
    });
  });
}
