import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_PURPOSES } from './rules/PaymentPurpose';

/**
 * Scam protection: the purpose of a payment, the risk engine's answers, held
 * payments, the daily payment limit, "Report a scam" and "Lock my banking".
 */

export const PaymentPurposeSchema = Type.Union(PAYMENT_PURPOSES.map((p) => Type.Literal(p)));

/** NativeErrorCodes of scam protection. */
export const RISK_WARNING = 6101;
export const RISK_DECLINED = 6102;
export const BANKING_LOCKED = 6103;

export const BANKING_LOCKED_MESSAGE = 'Your banking is locked, so payments and changes to your banking are turned off. '
  + 'To unlock it, reset your password or call us.';

/**
 * 409 of POST /api/payments when the risk engine warns or would hold: the customer reads the
 * reasons and sends the payment again with riskAcknowledged (a new Idempotency-Key).
 */
export const RiskWarningBody = Type.Object({
  NativeErrorCode: Type.Integer(),
  message: Type.String(),
  riskOutcome: Type.Optional(Type.Union([Type.Literal('warn'), Type.Literal('hold')])),
  reasons: Type.Optional(Type.String()),
}, { $id: 'RiskWarningBody' });
export type RiskWarningBody = Static<typeof RiskWarningBody>;

const Party = Type.Object({ name: Type.String(), accountNumber: Type.String() });

/** A payment held for the customer's protection (202 of POST /api/payments; GET /api/held-payments). */
export const HeldPaymentDto = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('held'), Type.Literal('released'), Type.Literal('stopped'), Type.Literal('cancelled')]),
  createdAt: Type.String({ format: 'date-time' }),
  /** When the hold's 24 hours end: the bank releases or stops it by then. */
  holdUntil: Type.String({ format: 'date-time' }),
  fromAccountId: Type.String(),
  to: Party,
  amountCents: Type.Integer(),
  purpose: Type.Union([PaymentPurposeSchema, Type.Null()]),
  /** The fired rules, in words. */
  reasons: Type.String(),
  /** The payment made when released. */
  transactionId: Type.Union([Type.String(), Type.Null()]),
}, { $id: 'HeldPaymentDto' });
export type HeldPaymentDto = Static<typeof HeldPaymentDto>;
export const HeldPaymentList = Type.Array(HeldPaymentDto);
export type HeldPaymentList = Static<typeof HeldPaymentList>;

/** GET /api/payment-limits: the daily limit for payments to others and what is left of it today. */
export const PaymentLimitDto = Type.Object({
  dailyLimitCents: Type.Integer(),
  usedTodayCents: Type.Integer(),
  leftTodayCents: Type.Integer(),
  /** A raise waiting for its 24 hours. */
  pending: Type.Union([Type.Object({ dailyLimitCents: Type.Integer(), from: Type.String({ format: 'date-time' }) }), Type.Null()]),
}, { $id: 'PaymentLimitDto' });
export type PaymentLimitDto = Static<typeof PaymentLimitDto>;

/** PUT /api/payment-limits: lower applies at once; higher needs a step-up and waits 24 hours. */
export const PaymentLimitChange = Type.Object({ dailyLimitCents: Type.Integer({ minimum: 0, maximum: 100_000_000 }) }, { additionalProperties: false });
export type PaymentLimitChange = Static<typeof PaymentLimitChange>;

/** POST /api/scam-reports: which payment, what happened. */
export const ScamReportRequest = Type.Object({
  transactionId: Type.String({ maxLength: 64 }),
  whatHappened: Type.String({ minLength: 1, maxLength: 1000 }),
}, { additionalProperties: false });
export type ScamReportRequest = Static<typeof ScamReportRequest>;

/** GET /api/scam-reports/payments: the customer's payments to others (last 30 days) and held ones, to say which one was a scam. */
export const ReportablePaymentList = Type.Array(Type.Object({
  id: Type.String(), createdAt: Type.String({ format: 'date-time' }), amountCents: Type.Integer(), to: Party,
}));
export type ReportablePaymentList = Static<typeof ReportablePaymentList>;

export const ScamReportDto = Type.Object({ caseReference: Type.String(), message: Type.String() }, { $id: 'ScamReportDto' });
export type ScamReportDto = Static<typeof ScamReportDto>;

/** GET/POST /api/banking-lock. */
export const BankingLockDto = Type.Object({
  locked: Type.Boolean(),
  lockedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}, { $id: 'BankingLockDto' });
export type BankingLockDto = Static<typeof BankingLockDto>;
