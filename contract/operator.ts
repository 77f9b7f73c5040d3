import { Type, type Static } from '@sinclair/typebox';

/**
 * Development-only operator endpoints under /dev (absent when NODE_ENV=production), used
 * by `npm run operator` and by tests.
 */
const CustomerNumber = Type.String({ pattern: '^[0-9]{7}$' });

export const SetSystemStatusRequest = Type.Object({
  subsystem: Type.Union([Type.Literal('contentApi'), Type.Literal('onlineApi')]),
  status: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z -]*$' }),
}, { additionalProperties: false });
export type SetSystemStatusRequest = Static<typeof SetSystemStatusRequest>;

/** `enabled: null` with a customer removes that customer's own setting (back to global). */
export const SetFeatureFlagRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  enabled: Type.Union([Type.Boolean(), Type.Null()]),
  customerNumber: Type.Optional(CustomerNumber),
}, { additionalProperties: false });
export type SetFeatureFlagRequest = Static<typeof SetFeatureFlagRequest>;

export const FeatureFlagState = Type.Object({
  name: Type.String(),
  global: Type.Boolean(),
  /** Customer number → that customer's own setting. */
  customers: Type.Record(Type.String(), Type.Boolean()),
});
export const FeatureFlagStates = Type.Object({ flags: Type.Array(FeatureFlagState) });
export type FeatureFlagStates = Static<typeof FeatureFlagStates>;

export const UnlockRequest = Type.Object({ customerNumber: CustomerNumber }, { additionalProperties: false });
export const UnlockResponse = Type.Object({ customerNumber: Type.String(), unlocked: Type.Literal(true) });

export const OneTimeCodeList = Type.Array(Type.Object({
  customerNumber: Type.String(),
  operationId: Type.String(),
  code: Type.String(),
  purpose: Type.String(),
  createdAt: Type.String(),
}));
export type OneTimeCodeList = Static<typeof OneTimeCodeList>;

export const OneTimeCodeQuery = Type.Object({ customerNumber: Type.Optional(CustomerNumber) }, { additionalProperties: false });
