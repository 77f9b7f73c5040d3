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
