import type { Database } from '../../platform/db/Database';
import { addressKey } from '../../platform/http/clientAddress';
import { hitRateLimit } from '../../platform/rateLimit';
import { recordSecurityEvent } from '../../platform/securityLog/securityLog';
import { approvalChallengeLinks, checkAssertion, parseAssertion, relyingPartyOf, spendWebAuthnChallenge, type RelyingParty } from '../../passkeys';
import type { PasskeyAssertion } from '../../../contract/passkeys';
import { fullPrivilegeRemaining, issueAccessToken } from '../sessions';
import { hashToken } from '../tokens';
import { presentedRefreshToken, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';

type Outcome =
  | { outcome: 'escalated'; accessToken: string; customerNumber: string; lowprivIn: number }
  | { outcome: 'noSession' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'refused'; customerNumber: string; reason: string };

/**
 * grant_type=escalation with a passkey instead of the SMS code: the assertion answers a
 * challenge made for this operation (/api/escalation/passkey-options), whose bytes carry the
 * operation's request hash. It escalates the same one_time_codes row a right code would, so
 * the binding to one request, single use and the 5-minute lifetime hold unchanged.
 */
export async function handlePasskeyEscalation({ request, reply, body, db, rateLimits }: GrantContext, operationId: string) {
  const assertion = parseAssertion(body.PasskeyResponse);
  if (!body.PasskeyChallengeId || !assertion) return tokenError(reply, 400, 'invalid_request', 'PasskeyChallengeId and PasskeyResponse are required.');
  const { token } = presentedRefreshToken(request, body.refresh_token ?? 'cookie');
  if (!token) return tokenError(reply, 400, 'invalid_grant', 'There is no SessionStore cookie.');
  const byAddress = await hitRateLimit(db, { bucket: `code-requests:address:${addressKey(request.ip)}`, limit: rateLimits.codeRequestsPerAddress, windowSeconds: 15 * 60 });
  const result: Outcome = byAddress.allowed
    ? await passkeyEscalation(db, relyingPartyOf(request), { refreshToken: token, operationId, challengeId: body.PasskeyChallengeId, assertion, checksPerCustomer: rateLimits.codeChecksPerCustomer })
    : { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds };
  switch (result.outcome) {
    case 'throttled':
      reply.header('Retry-After', String(result.retryAfterSeconds));
      return tokenError(reply, 429, 'slow_down', 'Too many approvals tried. Try again later.');
    case 'noSession': return tokenError(reply, 400, 'invalid_grant', 'The session has ended.');
    case 'refused':
      await recordSecurityEvent(db, request, { type: 'step-up-passkey-failed', customerNumber: result.customerNumber, detail: { operationId, reason: result.reason } });
      return tokenError(reply, 400, 'invalid_grant', 'That passkey approval was not accepted. Try again, or use the code we sent.');
    case 'escalated':
      await recordSecurityEvent(db, request, { type: 'step-up-passkey', customerNumber: result.customerNumber, detail: { operationId } });
      return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: result.lowprivIn, customerNumber: result.customerNumber });
  }
}

async function passkeyEscalation(
  db: Database, rp: RelyingParty,
  input: { refreshToken: string; operationId: string; challengeId: string; assertion: PasskeyAssertion; checksPerCustomer: number },
): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const { rows } = await tx.query<{ session_id: string; customer_number: string }>(
      `SELECT s.id AS session_id, s.customer_number FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND s.revoked_at IS NULL`, [hashToken(input.refreshToken)]);
    const session = rows[0];
    if (!session) return { outcome: 'noSession' };
    const verdict = await hitRateLimit(tx, { bucket: `code-checks:customer:${session.customer_number}`, limit: input.checksPerCustomer, windowSeconds: 15 * 60 });
    if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
    const refused = (reason: string): Outcome => ({ outcome: 'refused', customerNumber: session.customer_number, reason });
    const spent = await spendWebAuthnChallenge(tx, { id: input.challengeId, purpose: 'approve', sessionId: session.session_id });
    if (!spent || spent.operationId !== input.operationId) return refused('challenge unknown, spent, expired or for another operation');
    const { rows: operations } = await tx.query<{ request_hash: string | null }>(
      `SELECT request_hash FROM one_time_codes WHERE operation_id = $1 AND session_id = $2 AND expires_at > sandbox_now()
          AND voided_at IS NULL AND escalated_at IS NULL AND completed_at IS NULL FOR UPDATE`, [input.operationId, session.session_id]);
    const operation = operations[0];
    if (!operation) return refused('operation unknown or no longer open');
    // The challenge the authenticator signed must be the one made for this operation's request.
    if (!approvalChallengeLinks(spent.challenge, input.operationId, operation.request_hash)) return refused('challenge for other details');
    const checked = await checkAssertion(tx, rp, spent, input.assertion, session.customer_number);
    if (!checked.ok) return refused(checked.reason);
    // A passkey added in its waiting period logs in, but approves nothing yet (migration 162).
    if (!checked.passkey.approving) return refused('passkey still in its waiting period');
    await tx.query('UPDATE one_time_codes SET escalated_at = sandbox_now() WHERE operation_id = $1', [input.operationId]);
    const lowprivIn = await fullPrivilegeRemaining(tx, session.session_id);
    const accessToken = await issueAccessToken(tx, session.session_id, 'escalated', lowprivIn, input.operationId);
    return { outcome: 'escalated', accessToken, customerNumber: session.customer_number, lowprivIn };
  });
}
