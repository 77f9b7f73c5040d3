import { Type, type Static } from '@sinclair/typebox';
import { AmountCents, StatementField } from './pay';

/**
 * POST /api/transfers: between two of the customer's own accounts (a term deposit's top-up
 * too), with an Idempotency-Key (contract/pay.ts IdempotencyHeaders); it answers a ReceiptDto.
 */
export const TransferRequest = Type.Object({
  fromAccountId: Type.String({ maxLength: 64 }),
  toAccountId: Type.String({ maxLength: 64 }),
  amountCents: AmountCents,
  reference: StatementField,
}, { additionalProperties: false });
export type TransferRequest = Static<typeof TransferRequest>;
