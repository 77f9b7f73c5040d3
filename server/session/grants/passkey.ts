import { recordSecurityEvent } from '../../platform/securityLog/securityLog';
import { alertAfterLogin } from '../../alerts';
import { lockRefusesLogin } from '../../scam';
import { checkAssertion, parseAssertion, relyingPartyOf, spendWebAuthnChallenge } from '../../passkeys';
import { issueAccessToken, issueRefreshToken, startSession } from '../sessions';
import { setRefreshCookie, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';
import { rememberDevice } from './password';

const NOT_ACCEPTED = 'That passkey was not accepted.';
const BANKING_LOCKED_LOGIN = 'Your banking is locked, so you can only log in from a device you have used before. Call us to unlock it.';

/**
 * grant_type=passkey: log in with a passkey. The login challenge is spent by its
 * first answer; the passkey names its customer (a discoverable credential), and when a
 * customer number was typed the passkey must be theirs. Nothing is counted towards the
 * password lockout (an assertion cannot be guessed); /token's per-address limit still holds.
 */
export async function handlePasskeyGrant(context: GrantContext) {
  const { request, reply, body, browserId, db, lowprivSeconds } = context;
  const assertion = parseAssertion(body.PasskeyResponse);
  if (!body.PasskeyChallengeId || !assertion) return tokenError(reply, 400, 'invalid_request', 'PasskeyChallengeId and PasskeyResponse are required.');
  const spent = await spendWebAuthnChallenge(db, { id: body.PasskeyChallengeId, purpose: 'login' });
  const outcome = spent
    ? await checkAssertion(db, relyingPartyOf(request), spent, assertion, body.username || null)
    : { ok: false as const, reason: 'challenge unknown, spent or expired' };
  if (!outcome.ok) {
    const { rows } = await db.query<{ customer_number: string }>('SELECT customer_number FROM passkeys WHERE id = $1', [assertion.id]);
    await recordSecurityEvent(db, request, { type: 'login-passkey-failed', customerNumber: rows[0]?.customer_number ?? null, detail: { reason: outcome.reason } });
    return tokenError(reply, 400, 'invalid_grant', NOT_ACCEPTED);
  }
  const customerNumber = outcome.passkey.customerNumber;
  const granted = await db.transaction(async (tx) => {
    if (await lockRefusesLogin(tx, customerNumber, browserId)) return null;
    const newDevice = await rememberDevice(tx, customerNumber, browserId);
    const sessionId = await startSession(tx, customerNumber, browserId, lowprivSeconds, request.headers['user-agent'] ?? null);
    return { newDevice, accessToken: await issueAccessToken(tx, sessionId, 'full', lowprivSeconds), refreshToken: await issueRefreshToken(tx, sessionId) };
  });
  if (!granted) {
    await recordSecurityEvent(db, request, { type: 'login-refused-banking-locked', customerNumber, detail: { method: 'passkey' } });
    return tokenError(reply, 403, 'invalid_grant', BANKING_LOCKED_LOGIN);
  }
  await recordSecurityEvent(db, request, { type: 'login-passkey', customerNumber, detail: { newDevice: granted.newDevice, keyName: outcome.passkey.name } });
  if (granted.newDevice) await recordSecurityEvent(db, request, { type: 'login-new-device', customerNumber, detail: { method: 'passkey' } });
  await alertAfterLogin(db, customerNumber, context.clock.now());
  setRefreshCookie(request, reply, granted.refreshToken);
  return reply.send({ access_token: granted.accessToken, token_type: 'Bearer' as const, lowpriv_in: lowprivSeconds, customerNumber });
}
