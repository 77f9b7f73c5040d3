import { Type, type Static } from '@sinclair/typebox';

/**
 * 403 of a safeguarded operation (spec section 8, safeguard codes): 6002 = a code was sent
 * by SMS (or, for a factor or contact change by a customer with no mobile, by email: `sentBy`) for
 * `operationId` (or, with `passkey`, it may be approved with a passkey); 6006 = the customer has no mobile phone to send it to.
 */
export const SafeguardErrorBody = Type.Object({
  NativeErrorCode: Type.Integer(),
  message: Type.String(),
  operationId: Type.Optional(Type.String()),
  /** 6002: the customer has a passkey, so the operation may be approved with it instead of the code. */
  passkey: Type.Optional(Type.Boolean()),
  /** false: no code was sent (no mobile that can take one yet): only the passkey can approve. */
  smsSent: Type.Optional(Type.Boolean()),
  /** 6002: how the code went: by text to the mobile, or by email to the address on file (factor and contact changes only). */
  sentBy: Type.Optional(Type.Union([Type.Literal('sms'), Type.Literal('email')])),
  /** 6002: where the code went, masked ('021 *** 0101', 'l***@example.co.nz'). */
  sentTo: Type.Optional(Type.String()),
}, { $id: 'SafeguardErrorBody' });
export type SafeguardErrorBody = Static<typeof SafeguardErrorBody>;
