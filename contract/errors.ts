import { Type, type Static } from '@sinclair/typebox';

/** Every non-200/204 answer of /api carries this body ("Error payload"). */
export const ApiErrorBody = Type.Object({
  NativeErrorCode: Type.Optional(Type.Integer()),
  message: Type.String(),
}, { $id: 'ApiErrorBody' });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** OAuth-style error of POST /token (RFC 6749 §5.2), plus `locked` for the lockout rule. */
export const TokenErrorBody = Type.Object({
  error: Type.Union([
    Type.Literal('invalid_request'), Type.Literal('invalid_client'), Type.Literal('invalid_grant'),
    Type.Literal('unsupported_grant_type'), Type.Literal('account_locked'), Type.Literal('slow_down'),
  ]),
  error_description: Type.String(),
  /** invalid_grant on a login: wrong passwords this device may still try before it is locked (the client warns at 1). */
  attempts_remaining: Type.Optional(Type.Integer({ minimum: 0 })),
}, { $id: 'TokenErrorBody' });
export type TokenErrorBody = Static<typeof TokenErrorBody>;
