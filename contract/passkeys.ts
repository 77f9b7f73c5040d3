import { Type, type Static } from '@sinclair/typebox';

/**
 * Passkeys (WebAuthn): register one under Security, log in with one, approve a
 * safeguarded operation with one instead of the SMS code. The WebAuthn JSON shapes are those
 * of `@simplewebauthn/browser` (the W3C's PublicKeyCredential JSON encoding, base64url).
 */

const B64 = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

/** Options for navigator.credentials.create()/get(), as the server made them: passed through to the browser untouched. */
export const WebAuthnOptions = Type.Object({ challenge: Type.String() }, { additionalProperties: true, $id: 'WebAuthnOptions' });
export type WebAuthnOptions = Static<typeof WebAuthnOptions> & Record<string, unknown>;

/** Options and the id of the one-time challenge inside them (short-lived; the answer names it again). */
export const PasskeyOptionsReply = Type.Object({
  challengeId: Type.String(),
  options: WebAuthnOptions,
}, { $id: 'PasskeyOptionsReply' });
export type PasskeyOptionsReply = { challengeId: string; options: WebAuthnOptions };

const Extensions = Type.Object({}, { additionalProperties: true });
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]));

/** navigator.credentials.create()'s answer (RegistrationResponseJSON). */
export const PasskeyRegistrationCredential = Type.Object({
  id: B64(1400), rawId: B64(1400), type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: B64(4000), attestationObject: B64(16000),
    authenticatorData: Type.Optional(B64(4000)),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(B64(4000)),
  }, { additionalProperties: false }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: Extensions,
}, { additionalProperties: false });
export type PasskeyRegistrationCredential = Static<typeof PasskeyRegistrationCredential>;

/** navigator.credentials.get()'s answer (AuthenticationResponseJSON). */
export const PasskeyAssertion = Type.Object({
  id: B64(1400), rawId: B64(1400), type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: B64(4000), authenticatorData: B64(4000), signature: B64(1000),
    userHandle: Type.Optional(B64(200)),
  }, { additionalProperties: false }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: Extensions,
}, { additionalProperties: false });
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

/** POST /api/security/passkeys/options (safeguarded): the current password again, then a step-up. */
export const PasskeyRegistrationOptionsRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type PasskeyRegistrationOptionsRequest = Static<typeof PasskeyRegistrationOptionsRequest>;

/**
 * DELETE /api/security/passkeys/:id (safeguarded): a passkey is a factor, so removing one takes
 * the current password again (400 4010 when missing or wrong, 429 past 5 checks in 15 minutes),
 * checked before any step-up code is sent.
 */
export const PasskeyRemovalRequest = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
}, { additionalProperties: false });
export type PasskeyRemovalRequest = Static<typeof PasskeyRemovalRequest>;

/** The name a customer gives a passkey ("My phone"). */
export const PASSKEY_NAME_MAX = 40;

/** POST /api/security/passkeys: the authenticator's answer to the registration challenge, and a name. */
export const PasskeyRegistrationRequest = Type.Object({
  challengeId: Type.String({ maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX }),
  credential: PasskeyRegistrationCredential,
}, { additionalProperties: false });
export type PasskeyRegistrationRequest = Static<typeof PasskeyRegistrationRequest>;

export const PasskeyDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** ISO 8601 instants (the sandbox clock's). */
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  /** While a new passkey waits (24 hours after it was added): when it may approve payments and changes; null once it may. */
  approvesFrom: Type.Union([Type.String(), Type.Null()]),
}, { $id: 'PasskeyDto' });
export type PasskeyDto = Static<typeof PasskeyDto>;

/** GET /api/security/passkeys: the customer's passkeys, oldest first. */
export const PasskeyList = Type.Object({ passkeys: Type.Array(PasskeyDto) }, { $id: 'PasskeyList' });
export type PasskeyList = Static<typeof PasskeyList>;

/** POST /api/session/passkey-options: a login challenge. No customer number: the passkey names its customer (discoverable). */
export const PasskeyLoginOptionsRequest = Type.Object({}, { additionalProperties: false });
