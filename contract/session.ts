import { Type, type Static } from '@sinclair/typebox';

/** 'true' or 'false' as the form sends them; any case, so 'True' from a native app is fine too. */
const FormBoolean = Type.String({ pattern: '^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$' });

/**
 * POST /token, form-encoded. One schema for all grants: the fields each
 * grant needs are checked by its handler, so a missing field is a clear `invalid_request`.
 * - password: username, password.
 * - refresh_token: refresh_token ('cookie' = the SessionStore cookie, or the token itself
 *   from the native app), ClientForcedLowPriv ('true' = log out), FreshSession ('true' =
 *   restart the full-privilege window).
 * - escalation: ChallengeResponse (the 6-digit code), authenticationSubType 'escalate',
 *   with the X-Operation-Id header and the SessionStore cookie; or, instead of the code,
 *   PasskeyChallengeId and PasskeyResponse (an assertion from /api/escalation/passkey-options).
 * - passkey: PasskeyChallengeId (from /api/session/passkey-options) and PasskeyResponse (the
 *   authenticator's assertion, AuthenticationResponseJSON as a JSON string); username optional
 *   (when typed, the passkey must be that customer's).
 */
export const TokenRequest = Type.Object({
  grant_type: Type.String({ maxLength: 40 }),
  username: Type.Optional(Type.String({ maxLength: 20 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  ClientForcedLowPriv: Type.Optional(FormBoolean),
  FreshSession: Type.Optional(FormBoolean),
  /** With ClientForcedLowPriv=true: why the client logs out ('inactivity' when its timer ran out), for the security log. */
  LogoutReason: Type.Optional(Type.Union([Type.Literal('chosen'), Type.Literal('inactivity')])),
  ChallengeResponse: Type.Optional(Type.String({ maxLength: 20 })),
  authenticationSubType: Type.Optional(Type.String({ maxLength: 20 })),
  PasskeyChallengeId: Type.Optional(Type.String({ maxLength: 64 })),
  PasskeyResponse: Type.Optional(Type.String({ maxLength: 6000 })),
}, { additionalProperties: false });
export type TokenRequest = Static<typeof TokenRequest>;

/** Headers of POST /token; X-Operation-Id only matters to the escalation grant. */
export const TokenHeaders = Type.Object({
  'x-operation-id': Type.Optional(Type.String({ maxLength: 64 })),
});

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds until the session drops to low privilege (0: already low). */
  lowpriv_in: Type.Integer({ minimum: 0 }),
  customerNumber: Type.String(),
  /**
   * The rotated refresh token, only when the request passed a token value (the native
   * app, which keeps it); a browser gets it in the HttpOnly SessionStore cookie only.
   */
  refresh_token: Type.Optional(Type.String()),
}, { $id: 'TokenResponse' });
export type TokenResponse = Static<typeof TokenResponse>;
