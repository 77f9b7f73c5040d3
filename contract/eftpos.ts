import { Type, type Static } from '@sinclair/typebox';

export const EftposRequestDto = Type.Object({
  id: Type.String(),
  merchant: Type.String(),
  amountCents: Type.Integer({ minimum: 1 }),
  /** ISO 8601 instants; the client shows them in Pacific/Auckland. */
  createdAt: Type.String(),
  expiresAt: Type.String(),
}, { $id: 'EftposRequestDto' });
export type EftposRequestDto = Static<typeof EftposRequestDto>;

/** An account a payment may come from (everyday and savings accounts). */
export const EftposAccountDto = Type.Object({
  id: Type.String(), name: Type.String(), accountNumber: Type.String(), availableCents: Type.Integer(),
}, { $id: 'EftposAccountDto' });
export type EftposAccountDto = Static<typeof EftposAccountDto>;

/** GET /api/eftpos: the switch, the payment requests waiting for the customer (none while off), the accounts that may pay. */
export const EftposOverview = Type.Object({
  enabled: Type.Boolean(),
  requests: Type.Array(EftposRequestDto),
  accounts: Type.Array(EftposAccountDto),
}, { $id: 'EftposOverview' });
export type EftposOverview = Static<typeof EftposOverview>;

/** PUT /api/eftpos/settings */
export const EftposSettings = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false, $id: 'EftposSettings' });
export type EftposSettings = Static<typeof EftposSettings>;

/** POST /api/eftpos/approve (safeguarded: 6002 then the escalated retry with X-Operation-Id). */
export const ApproveEftposRequest = Type.Object({
  requestId: Type.String({ minLength: 1, maxLength: 64 }),
  accountId: Type.String({ minLength: 1, maxLength: 64 }),
}, { additionalProperties: false, $id: 'ApproveEftposRequest' });
export type ApproveEftposRequest = Static<typeof ApproveEftposRequest>;

/** POST /api/eftpos/decline: the rejection, with the customer's reason. */
export const DeclineEftposRequest = Type.Object({
  requestId: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false, $id: 'DeclineEftposRequest' });
export type DeclineEftposRequest = Static<typeof DeclineEftposRequest>;
