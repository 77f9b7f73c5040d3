import { Type, type Static } from '@sinclair/typebox';

/**
 * POST /token, form-encoded (spec section 7). One schema for all grants: the fields each
 * grant needs are checked by the route, so a missing field is a clear `invalid_request`.
 */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ maxLength: 40 }),
  username: Type.Optional(Type.String({ maxLength: 20 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  ClientForcedLowPriv: Type.Optional(Type.String({ maxLength: 5 })),
  FreshSession: Type.Optional(Type.String({ maxLength: 5 })),
  ChallengeResponse: Type.Optional(Type.String({ maxLength: 20 })),
  authenticationSubType: Type.Optional(Type.String({ maxLength: 20 })),
}, { additionalProperties: false });
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds until the session drops to low privilege. */
  lowpriv_in: Type.Integer({ minimum: 0 }),
  customerNumber: Type.String(),
}, { $id: 'TokenResponse' });
export type TokenResponse = Static<typeof TokenResponse>;
