import { Type, type Static } from '@sinclair/typebox';

export const SignedInSessionDto = Type.Object({
  id: Type.String(),
  device: Type.String(),
  browser: Type.String(),
  /** ISO 8601 instants; the client shows them in Pacific/Auckland. */
  signedInAt: Type.String(),
  lastActiveAt: Type.String(),
  /** The session asking. */
  current: Type.Boolean(),
}, { $id: 'SignedInSessionDto' });
export type SignedInSessionDto = Static<typeof SignedInSessionDto>;

/** GET /api/security/sessions: the customer's signed-in sessions, the current one first, then most recently active. */
export const SignedInSessionList = Type.Object({ sessions: Type.Array(SignedInSessionDto) }, { $id: 'SignedInSessionList' });
export type SignedInSessionList = Static<typeof SignedInSessionList>;

/** POST /api/security/password (escalated). The rules are checked by the route, for clear messages. */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;
