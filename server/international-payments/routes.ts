import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { IdempotencyHeaders } from '../../contract/pay';
import { InternationalPaymentRequest, InternationalReceiptDto, QuoteDto, QuoteRequest } from '../../contract/international-payments';
import { SafeguardErrorBody } from '../../contract/escalation';
import { canPayFrom } from '../../contract/rules/AccountUse';
import type { Database } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { MONEY_ERRORS, idempotentRequestOf, moneyPost, refusalOutcome, replyOnce, storedAnswer } from '../ledger';
import { completeOperation, requireEscalation, type SmsLog } from '../escalation';
import { dailyLimitRefusal } from '../scam';
import { withDebitAlerts } from '../alerts';
import { readOwnAccount } from '../accounts';
import { DATA_VALIDATION, dataValidationErrors, requireJsonBody } from '../platform/http/dataValidation';
import { createQuote } from './quotes';
import { findQuote } from './queries';
import { checkQuote, payQuote } from './sendPayment';
import { SEND_OVERSEAS, quoteBinding } from './binding';

export interface InternationalRouteDeps { db: Database; sms: SmsLog; clock: Clock }

/**
 * Sending money overseas to a saved international payee: a quote, then its payment. Every
 * payment needs the SMS step-up bound to its quote: the scam area's payment gate reads NZ
 * account numbers only, and an overseas account is the usual end of a scam, so none goes without a code.
 * The daily limit for payments to others counts it (scam area's dailyLimitRefusal); the banking lock stops both routes.
 */
export function internationalPaymentRoutes(app: FastifyInstance, deps: InternationalRouteDeps): void {
  const { db, clock } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post('/api/international-payments/quotes', {
    onRequest: requireCustomer(db), preValidation: requireJsonBody, errorHandler: dataValidationErrors, bodyLimit: 4096,
    schema: {
      summary: "Quotes a payment to one of the customer's international payees: the rate, the fee and the NZD total, held for 2 minutes",
      body: QuoteRequest, response: { 200: QuoteDto, 400: ApiErrorBody, 401: ApiErrorBody, 403: SafeguardErrorBody, 404: ApiErrorBody, 415: ApiErrorBody },
    },
  }, async (request, reply) => {
    const outcome = await createQuote(db, customerOf(request), request.body, clock.today());
    return reply.status(outcome.status as 200).send(outcome.body as QuoteDto);
  });

  // The payment comes back with the token escalated for its quote (X-Operation-Id), after the code.
  api.post('/api/international-payments', {
    ...moneyPost(db, { acceptEscalated: true }),
    schema: {
      summary: "Pays a quote once, before it expires, from the quote's account (the amount and the fee), after the SMS step-up bound to it",
      headers: IdempotencyHeaders, body: InternationalPaymentRequest, response: { 200: InternationalReceiptDto, ...MONEY_ERRORS },
    },
  }, async (request, reply) => {
    const customerNumber = customerOf(request);
    // A repeat of a payment already made replays it; it is not challenged again.
    const answered = await storedAnswer(db, idempotentRequestOf(request));
    if (answered) return reply.header('idempotent-replayed', 'true').status(answered.status).send(answered.body as InternationalReceiptDto);
    const checked = await checkQuote(db, customerNumber, await findQuote(db, customerNumber, request.body.quoteId));
    if (!checked.ok) return reply.status(checked.refusal.status as 404).send(checked.refusal.body as ApiErrorBody);
    const { quote, payee } = checked;
    // A payment the bank will refuse anyway costs the customer no SMS code (the locked check inside still counts).
    const from = await readOwnAccount(db, customerNumber, quote.fromAccountId);
    if (!from) return reply.status(404).send({ message: 'Account not found.' });
    if (!canPayFrom(from.product)) return reply.status(400).send({ message: "Money can't be moved between these accounts.", NativeErrorCode: DATA_VALIDATION });
    // More than the money there is, or over the daily limit: refused before any code is sent.
    if (quote.nzdCents + quote.feeCents > from.availableCents) {
      const refused = refusalOutcome('insufficient-funds');
      return reply.status(refused.status).send(refused.body as ApiErrorBody);
    }
    const overLimit = await dailyLimitRefusal(db, customerNumber, clock.today(), quote.nzdCents);
    if (overLimit) return reply.status(400).send({ message: overLimit, NativeErrorCode: DATA_VALIDATION });
    const escalation = await requireEscalation(deps, request, SEND_OVERSEAS, quoteBinding(quote, payee));
    if (!escalation.passed) return reply.status(403).send(escalation.body);
    return replyOnce(db, request, reply, async (tx) => {
      await completeOperation(tx, escalation.operationId);
      const outcome = await payQuote(tx, customerNumber, quote.id, clock.today());
      const receipt = outcome.body as InternationalReceiptDto;
      if (outcome.status === 200) {
        // The alerts a debit raises (low balance, large payment), for the whole amount that left the account.
        await withDebitAlerts(tx, customerNumber, {
          status: 200, body: { status: 'paid', kind: 'payment', fromAccountId: receipt.fromAccountId, amountCents: receipt.totalCents, to: { name: receipt.to.name } },
        });
      }
      return outcome;
    });
  });
}
