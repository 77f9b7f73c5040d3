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
  /** Live sessions of this one device (browser) folded into this row; "Log out" ends them all. */
  sessionCount: Type.Optional(Type.Integer({ minimum: 1 })),
}, { $id: 'SignedInSessionDto' });
export type SignedInSessionDto = Static<typeof SignedInSessionDto>;

/**
 * GET /api/security/sessions: where the customer is signed in, one row per device (browser),
 * the current device first, then most recently active. `id` is the device's latest session.
 */
export const SignedInSessionList = Type.Object({ sessions: Type.Array(SignedInSessionDto) }, { $id: 'SignedInSessionList' });
export type SignedInSessionList = Static<typeof SignedInSessionList>;

/** POST /api/security/password (escalated). The rules are checked by the route, for clear messages. */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** The kinds of event the customer sees in "Recent security activity" (the server's security log). */
export const SecurityActivityKind = Type.String({ maxLength: 40 });

export const SecurityActivityDto = Type.Object({
  id: Type.String(),
  /** server/platform/securityLog/securityEvents.ts: 'login', 'login-failed', 'payee-added', ... */
  kind: SecurityActivityKind,
  /** ISO 8601 instant (the sandbox clock's); the client shows it in Pacific/Auckland. */
  occurredAt: Type.String(),
  /** The device and browser, from the User-Agent, when known ("Mac", "Safari"). */
  device: Type.Union([Type.String(), Type.Null()]),
  browser: Type.Union([Type.String(), Type.Null()]),
  /** Whether it came from the device asking. */
  thisDevice: Type.Boolean(),
}, { $id: 'SecurityActivityDto' });
export type SecurityActivityDto = Static<typeof SecurityActivityDto>;

/** GET /api/security/activity: the customer's own recent security events, newest first. */
export const SecurityActivityList = Type.Object({ events: Type.Array(SecurityActivityDto) }, { $id: 'SecurityActivityList' });
export type SecurityActivityList = Static<typeof SecurityActivityList>;
