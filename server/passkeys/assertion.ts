import { Value } from '@sinclair/typebox/value';
import { PasskeyAssertion } from '../../contract/passkeys';
import type { Queryable } from '../platform/db/Database';
import type { SpentChallenge } from './challenges';
import { passkeyById, recordPasskeyUse, type StoredPasskey } from './passkeyStore';
import type { RelyingParty } from './relyingParty';
import { verifyAssertion } from './webauthn';

/** The PasskeyResponse form field: JSON of AuthenticationResponseJSON, checked against its schema. */
export function parseAssertion(text: string | undefined): PasskeyAssertion | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(PasskeyAssertion, value) ? value : null;
  } catch {
    return null;
  }
}

export type AssertionOutcome = { ok: true; passkey: StoredPasskey } | { ok: false; reason: string };

/**
 * Checks an assertion for a spent challenge: the passkey exists (and is the customer's, when
 * the challenge names one), the signature, origin, rpID, user verification and challenge
 * verify, and the signature counter moves forward; the counter and last use are then stored.
 */
export async function checkAssertion(
  db: Queryable, rp: RelyingParty, spent: SpentChallenge, assertion: PasskeyAssertion, customerNumber?: string | null,
): Promise<AssertionOutcome> {
  const passkey = await passkeyById(db, assertion.id);
  if (!passkey) return { ok: false, reason: 'unknown passkey' };
  const owner = customerNumber ?? spent.customerNumber;
  if (owner && passkey.customerNumber !== owner) return { ok: false, reason: 'another customer\'s passkey' };
  const check = await verifyAssertion(rp, spent.challenge, passkey, assertion);
  if (!check.verified) return { ok: false, reason: check.reason };
  if (!(await recordPasskeyUse(db, passkey.id, passkey.signCount, check.newSignCount))) return { ok: false, reason: 'counter moved meanwhile' };
  return { ok: true, passkey };
}
