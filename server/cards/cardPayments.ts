import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { recordMovement } from '../ledger/ledger';
import { merchantAccountOf } from '../ledger/merchantAccounts';
import { cardPaymentDecline } from './rules';

const CardPaymentRequest = Type.Object({
  cardId: Type.String({ minLength: 1, maxLength: 64 }),
  merchant: Type.String({ minLength: 1, maxLength: 60 }),
  amountCents: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
}, { additionalProperties: false });
const CardPaymentResult = Type.Object({
  approved: Type.Boolean(),
  reason: Type.Optional(Type.Union([Type.Literal('card-frozen'), Type.Literal('card-cancelled'), Type.Literal('insufficient-funds')])),
});

/**
 * The sandbox's card network, for people and journeys (development endpoints only): a merchant
 * charges a card; a frozen or cancelled card is declined, an active one pays from its account
 * in one transaction, as a ledger movement (kind 'card', to the merchant's account), so it is on
 * the statement and the ledger's invariants hold.
 */
export function cardPaymentRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/dev/card-payments', {
    schema: { hide: true, body: CardPaymentRequest, response: { 200: CardPaymentResult, 400: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const { cardId, merchant, amountCents } = request.body;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: 'active' | 'frozen' | 'cancelled'; account_id: string; customer_number: string; available_cents: string | number }>(
        `SELECT c.status, c.account_id, a.customer_number, a.available_cents FROM cards c JOIN accounts a ON a.id = c.account_id
          WHERE c.id = $1 FOR UPDATE OF a`, [cardId]);
      const card = rows[0];
      if (!card) return reply.status(404).send({ message: 'There is no such card.' });
      const reason = cardPaymentDecline(card, Number(card.available_cents), amountCents);
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
