import type { ServerArea } from '../platform/area';

/** Passkeys (WebAuthn): register and remove on the Security page, log in with one, approve a step-up with one. */
export const passkeysArea: ServerArea = {
  name: 'passkeys',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what the session's passkey grants and the escalation safeguard use of this area.
export { checkAssertion, parseAssertion } from './assertion';
export { approvalChallengeLinks, spendWebAuthnChallenge } from './challenges';
export { relyingPartyOf } from './relyingParty';
export type { RelyingParty } from './relyingParty';
export { hasApprovingPasskey, passkeyWaitEndsMs } from './passkeyStore';
