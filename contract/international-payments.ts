import { Type, type Static } from '@sinclair/typebox';
import { AmountCents } from './pay';

/**
 * International payments: a quote first (rate, fee and the NZD total, held for QUOTE_HOLD_SECONDS),
 * then the payment of that quote, once, after the SMS step-up. Money is integer minor units:
 * NZD cents, and the payee's currency in its own minor units (JPY has none: 1 = ¥1).
 */

/** How long a quote holds its rate. */
export const QUOTE_HOLD_SECONDS = 120;
/** The bank's fixed fee for sending money overseas, in NZD cents. */
export const INTERNATIONAL_FEE_CENTS = 1_000;

export const QUOTE_EXPIRED_MESSAGE = 'This quote has expired. Get a new quote.';
export const QUOTE_USED_MESSAGE = 'This quote has already been used. Get a new quote.';
export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found.';
export const PAYEE_NOT_FOUND_MESSAGE = 'Payee not found.';
export const NO_RATE_MESSAGE = "We can't send money in this currency online. Call us to arrange it.";

/** Minor units of the payee's currency: at least 1, at most 10^12 (¥1,000,000,000,000 is still an integer). */
const ForeignAmountMinor = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });
const Id = Type.String({ maxLength: 64 });

/** POST /api/international-payments/quotes: the amount the payee gets (in their currency) or the NZD to send. */
export const QuoteRequest = Type.Union([
  Type.Object({ payeeId: Id, fromAccountId: Id, foreignAmountMinor: ForeignAmountMinor }, { additionalProperties: false }),
  Type.Object({ payeeId: Id, fromAccountId: Id, nzdCents: AmountCents }, { additionalProperties: false }),
]);
export type QuoteRequest = Static<typeof QuoteRequest>;

export const QuoteDto = Type.Object({
  quoteId: Type.String({ format: 'uuid' }),
  payeeId: Type.String(),
  payeeName: Type.String(),
  fromAccountId: Type.String(),
  /** ISO 4217, and how many decimals its minor unit has (JPY 0, most others 2). */
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  currencyDecimals: Type.Integer({ minimum: 0, maximum: 3 }),
  /** The customer's rate: how much of the currency 1 NZD buys, as a decimal string ("0.5912"). */
  rate: Type.String({ pattern: '^[0-9]+\\.[0-9]{4}$' }),
  foreignAmountMinor: Type.Integer({ minimum: 1 }),
  /** The NZD the payee's amount costs, before the fee. */
  nzdCents: Type.Integer({ minimum: 1 }),
  feeCents: Type.Integer({ minimum: 0 }),
  /** nzdCents + feeCents: what leaves the account. */
  totalCents: Type.Integer({ minimum: 1 }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type QuoteDto = Static<typeof QuoteDto>;

/** POST /api/international-payments, with an Idempotency-Key (contract/pay.ts IdempotencyHeaders). */
export const InternationalPaymentRequest = Type.Object({
  quoteId: Type.String({ maxLength: 64 }),
}, { additionalProperties: false });
export type InternationalPaymentRequest = Static<typeof InternationalPaymentRequest>;

export const InternationalReceiptDto = Type.Object({
  /** The payment's ledger transaction (the fee is a second one, naming it). */
  id: Type.String(),
  quoteId: Type.String(),
  status: Type.Literal('paid'),
  createdAt: Type.String({ format: 'date-time' }),
  fromAccountId: Type.String(),
  from: Type.Object({ name: Type.String(), accountNumber: Type.String() }),
  to: Type.Object({ name: Type.String(), country: Type.String(), account: Type.String(), swiftBic: Type.String() }),
  currency: Type.String(),
  currencyDecimals: Type.Integer(),
  rate: Type.String(),
  foreignAmountMinor: Type.Integer(),
  nzdCents: Type.Integer(),
  feeCents: Type.Integer(),
  totalCents: Type.Integer(),
});
export type InternationalReceiptDto = Static<typeof InternationalReceiptDto>;
