import { Type, type Static } from '@sinclair/typebox';

/**
 * 403 of a safeguarded operation (spec section 8, safeguard codes): 6002 = a code was sent
 * by SMS for `operationId`; 6006 = the customer has no mobile phone to send it to.
 */
export const SafeguardErrorBody = Type.Object({
  NativeErrorCode: Type.Integer(),
  message: Type.String(),
  operationId: Type.Optional(Type.String()),
}, { $id: 'SafeguardErrorBody' });
export type SafeguardErrorBody = Static<typeof SafeguardErrorBody>;

/** POST /api/security/password (escalated). The rules are checked by the route, for clear messages. */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;
