import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyAssertion, PasskeyRegistrationCredential, WebAuthnOptions } from '../../contract/passkeys';
import { BROWSER_TIMEOUT_MS } from './challenges';
import type { RelyingParty } from './relyingParty';
import type { StoredPasskey } from './passkeyStore';

/**
 * The WebAuthn ceremonies, through @simplewebauthn/server (not hand-written: the issue asks for
 * it). User verification is required everywhere (a passkey is then two factors in one: the
 * device and its PIN or biometric). ES256 and RS256 public keys; no attestation is asked for
 * (the bank trusts the customer's choice of authenticator, as for a mobile number).
 */
const ALGORITHMS = [-7, -257];

/** The stored challenge (base64url) as bytes: given a string, the library would encode its UTF-8 instead. */
const bytesOf = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

export async function registrationOptions(
  rp: RelyingParty, input: { challenge: string; userHandle: string; customerNumber: string; existing: StoredPasskey[] },
): Promise<WebAuthnOptions> {
  return generateRegistrationOptions({
    rpName: rp.name, rpID: rp.id, userName: input.customerNumber, userDisplayName: `Customer ${input.customerNumber}`,
    userID: new Uint8Array(Buffer.from(input.userHandle, 'base64url')),
    challenge: bytesOf(input.challenge), timeout: BROWSER_TIMEOUT_MS, attestationType: 'none',
    // One passkey per authenticator: the browser refuses to make a second on one it already holds.
    excludeCredentials: input.existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  }) as unknown as Promise<WebAuthnOptions>;
}

export async function authenticationOptions(rp: RelyingParty, input: { challenge: string; allow: StoredPasskey[] }): Promise<WebAuthnOptions> {
  return generateAuthenticationOptions({
    rpID: rp.id, challenge: bytesOf(input.challenge), timeout: BROWSER_TIMEOUT_MS, userVerification: 'required',
    allowCredentials: input.allow.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
  }) as unknown as Promise<WebAuthnOptions>;
}

export type RegistrationCheck =
  | { verified: true; id: string; publicKey: string; signCount: number; transports: string[] }
  | { verified: false; reason: string };

/** Checks the attestation: challenge, origin, rpID, user presence and verification, a supported key. */
export async function verifyRegistration(rp: RelyingParty, challenge: string, credential: PasskeyRegistrationCredential): Promise<RegistrationCheck> {
  try {
    const result = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id,
      requireUserVerification: true, supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return { verified: false, reason: 'not verified' };
    const { credential: made } = result.registrationInfo;
    return {
      verified: true, id: made.id, publicKey: Buffer.from(made.publicKey).toString('base64url'), signCount: made.counter,
      transports: (credential.response.transports ?? []).slice(0, 10),
    };
  } catch (error) {
    return { verified: false, reason: error instanceof Error ? error.message.slice(0, 120) : 'not verified' };
  }
}

export type AssertionCheck = { verified: true; newSignCount: number } | { verified: false; reason: string };

/** Checks an assertion against a stored passkey: challenge, origin, rpID, user verification, signature, counter. */
export async function verifyAssertion(rp: RelyingParty, challenge: string, passkey: StoredPasskey, assertion: PasskeyAssertion): Promise<AssertionCheck> {
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.signCount,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    });
    return result.verified ? { verified: true, newSignCount: result.authenticationInfo.newCounter } : { verified: false, reason: 'not verified' };
  } catch (error) {
    return { verified: false, reason: error instanceof Error ? error.message.slice(0, 120) : 'not verified' };
  }
}
