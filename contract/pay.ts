import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './accounts';
import { PaymentPurposeSchema } from './scam';

/**
 * Paying: POST /api/payments, the scheduled payments and the receipts (of transfers too). Every
 * POST that moves money (here and contract/transfer.ts) takes an Idempotency-Key header: a UUID
 * the client makes once per submitted form and sends again on every retry of it.
 */

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
});

/** Whole cents over 0, at most $1,000,000.00 (contract/rules/AccountUse MAX_MOVEMENT_CENTS). */
export const AmountCents = Type.Integer({ minimum: 1, maximum: 100_000_000 });
/** Particulars, code and reference: what the statements of both accounts show. */
export const StatementField = Type.String({ maxLength: 12 });

/** To a saved payee (payees area), or to a one-off NZ account number with the name to show. */
export const PaymentDestination = Type.Union([
  Type.Object({ payeeId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  Type.Object({ accountNumber: Type.String({ maxLength: 24 }), name: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
]);
export type PaymentDestination = Static<typeof PaymentDestination>;

export const PaymentRequest = Type.Object({
  fromAccountId: Type.String({ maxLength: 64 }),
  to: PaymentDestination,
  amountCents: AmountCents,
  particulars: StatementField,
  code: StatementField,
  reference: StatementField,
  /** Today or a later Auckland date (at most a year ahead); absent means now. */
  date: Type.Optional(IsoDate),
  /** The answer to "What is this payment for?", asked of a payment to someone new (contract/rules/PaymentPurpose). */
  purpose: Type.Optional(PaymentPurposeSchema),
  /** The customer read the risk engine's warning (409 6101) and pays anyway. */
  riskAcknowledged: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type PaymentRequest = Static<typeof PaymentRequest>;

const Party = Type.Object({ name: Type.String(), accountNumber: Type.String() });

/** A payment or transfer as its receipt shows it; POST /api/payments and /api/transfers answer it (201). */
export const ReceiptDto = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('transfer')]),
  status: Type.Union([Type.Literal('paid'), Type.Literal('scheduled'), Type.Literal('cancelled'), Type.Literal('failed')]),
  /** When it was asked for. */
  createdAt: Type.String({ format: 'date-time' }),
  /** The Auckland date it was paid, or is due to be. */
  date: IsoDate,
  fromAccountId: Type.String(),
  from: Party,
  to: Party,
  amountCents: Type.Integer(),
  /** A cash advance's fee, charged to the credit card with it (contract/rules/CashAdvance); absent for any other movement. */
  feeCents: Type.Optional(Type.Integer({ minimum: 1 })),
  particulars: Type.String(),
  code: Type.String(),
  reference: Type.String(),
}, { $id: 'ReceiptDto' });
export type ReceiptDto = Static<typeof ReceiptDto>;

export const ScheduledPaymentList = Type.Array(ReceiptDto);

/** GET /api/shareReceipt/{id}: the receipt as an image to share or download. */
export const SharedReceiptDto = Type.Object({
  contentType: Type.Union([Type.Literal('image/png'), Type.Literal('image/svg+xml')]),
  base64: Type.String(),
}, { $id: 'SharedReceiptDto' });
export type SharedReceiptDto = Static<typeof SharedReceiptDto>;
