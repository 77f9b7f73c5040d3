import { Type, type Static } from '@sinclair/typebox';

// The plain codes live in automatic-payments.codes.ts, so the client imports them without TypeBox.
export { MAXIMUM_CANCELLED_PAYMENTS } from './automatic-payments.codes';

/**
 * Automatic payments (repeating payments): GET/POST /api/automaticpayment,
 * PUT/DELETE /api/automaticpayment/{id}, PUT /api/automaticpayment/{id}/skip.
 * Amounts are integer cents; dates are Auckland calendar dates 'YYYY-MM-DD'.
 */
export const FrequencyDto = Type.Union([Type.Literal('weekly'), Type.Literal('fortnightly'), Type.Literal('monthly')]);

const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const StatementField = Type.Union([Type.String({ maxLength: 12 }), Type.Null()]);

export const AutomaticPaymentDto = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fromAccountId: Type.String(),
  fromAccountName: Type.String(),
  fromAccountNumber: Type.String(),
  toAccountNumber: Type.String(),
  payeeName: Type.String(),
  amountCents: Type.Integer({ minimum: 1 }),
  frequency: FrequencyDto,
  nextDate: IsoDate,
  particulars: StatementField,
  code: StatementField,
  reference: StatementField,
}, { $id: 'AutomaticPaymentDto' });
export type AutomaticPaymentDto = Static<typeof AutomaticPaymentDto>;

/** Body of POST (with an Idempotency-Key header) and PUT. */
export const AutomaticPaymentRequestDto = Type.Object({
  fromAccountId: Type.String({ minLength: 1, maxLength: 40 }),
  toAccountNumber: Type.String({ minLength: 1, maxLength: 24 }),
  payeeName: Type.String({ minLength: 1, maxLength: 20 }),
  amountCents: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  frequency: FrequencyDto,
  nextDate: IsoDate,
  particulars: Type.Optional(StatementField),
  code: Type.Optional(StatementField),
  reference: Type.Optional(StatementField),
}, { additionalProperties: false, $id: 'AutomaticPaymentRequestDto' });
export type AutomaticPaymentRequestDto = Static<typeof AutomaticPaymentRequestDto>;

