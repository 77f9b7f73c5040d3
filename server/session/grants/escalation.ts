import type { Database } from '../../platform/db/Database';
import { addressKey } from '../../platform/http/clientAddress';
import { MAX_CODE_ATTEMPTS, checkChallenge, type ChallengeCheck } from '../../escalation';
import { hitRateLimit } from '../../platform/rateLimit';
import { fullPrivilegeRemaining, issueAccessToken } from '../sessions';
import { hashToken } from '../tokens';
import { presentedRefreshToken, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';
import { recordSecurityEvent } from '../../platform/securityLog/securityLog';

/**
 * grant_type=escalation (authenticationSubType=escalate): trades the code "sent by SMS" for
 * an operation (X-Operation-Id) for a 5-minute token good for that operation only.
 */
export async function handleEscalationGrant({ request, reply, body, db, rateLimits }: GrantContext) {
  const operationId = request.headers['x-operation-id'];
  if (body.authenticationSubType?.toLowerCase() !== 'escalate') {
    return tokenError(reply, 400, 'invalid_request', "authenticationSubType must be 'escalate'.");
  }
  if (typeof operationId !== 'string' || !operationId) return tokenError(reply, 400, 'invalid_request', 'The X-Operation-Id header is required.');
  if (!body.ChallengeResponse || !/^[0-9]{6}$/.test(body.ChallengeResponse)) {
    return tokenError(reply, 400, 'invalid_request', 'ChallengeResponse must be the 6-digit code.');
  }
  const { token } = presentedRefreshToken(request, body.refresh_token ?? 'cookie');
  if (!token) return tokenError(reply, 400, 'invalid_grant', 'There is no SessionStore cookie.');

  const byAddress = await hitRateLimit(db, { bucket: `code-requests:address:${addressKey(request.ip)}`, limit: rateLimits.codeRequestsPerAddress, windowSeconds: 15 * 60 });
  const result = byAddress.allowed
    ? await escalationGrant(db, { refreshToken: token, operationId, code: body.ChallengeResponse, checksPerCustomer: rateLimits.codeChecksPerCustomer })
    : { outcome: 'throttled' as const, retryAfterSeconds: byAddress.retryAfterSeconds };
  if (result.outcome === 'escalated' || result.outcome === 'wrong' || result.outcome === 'voided') {
    const customerNumber = result.outcome === 'escalated' ? result.customerNumber : await customerOfRefreshToken(db, token);
    await recordSecurityEvent(db, request, {
      type: result.outcome === 'escalated' ? 'step-up-passed' : 'step-up-code-wrong', customerNumber, detail: { operationId, voided: result.outcome === 'voided' },
    });
  }
  switch (result.outcome) {
    case 'throttled':
      reply.header('Retry-After', String(result.retryAfterSeconds));
      return tokenError(reply, 429, 'slow_down', 'Too many codes tried. Try again later.');
    case 'noSession': return tokenError(reply, 400, 'invalid_grant', 'The session has ended.');
    case 'unknown': return tokenError(reply, 400, 'invalid_request', 'The operation is unknown or has expired.');
    case 'voided': return tokenError(reply, 400, 'invalid_grant', `The code is incorrect. After ${MAX_CODE_ATTEMPTS} wrong codes the operation is cancelled.`);
    case 'wrong': return tokenError(reply, 400, 'invalid_grant', 'The code is incorrect.');
    case 'escalated':
      return reply.send({ access_token: result.accessToken, token_type: 'Bearer' as const, lowpriv_in: result.lowprivIn, customerNumber: result.customerNumber });
  }
}

async function customerOfRefreshToken(db: Database, refreshToken: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_number: string }>(
    'SELECT s.customer_number FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = $1', [hashToken(refreshToken)]);
  return rows[0]?.customer_number ?? null;
}

export type EscalationResult =
  | { outcome: 'escalated'; accessToken: string; customerNumber: string; lowprivIn: number }
  | { outcome: 'noSession' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: Exclude<ChallengeCheck, 'escalated'> };

/**
 * The escalation grant: the session is the one whose current refresh token is presented
 * (the cookie); the right code for one of its open operations earns an access token for that
 * operation only. Wrong codes are counted in the same transaction, so they cannot race.
 */
export async function escalationGrant(
  db: Database, input: { refreshToken: string; operationId: string; code: string; checksPerCustomer: number },
): Promise<EscalationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ session_id: string; customer_number: string }>(
      `SELECT s.id AS session_id, s.customer_number FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND s.revoked_at IS NULL`,
      [hashToken(input.refreshToken)],
    );
    const session = rows[0];
    if (!session) return { outcome: 'noSession' } as const;
    // Codes tried per customer, across all their operations and sessions: each operation
    // voids after 5 wrong codes, and this stops anyone opening operation after operation.
    const verdict = await hitRateLimit(tx, { bucket: `code-checks:customer:${session.customer_number}`, limit: input.checksPerCustomer, windowSeconds: 15 * 60 });
    if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds } as const;
    const check = await checkChallenge(tx, { operationId: input.operationId, sessionId: session.session_id, code: input.code });
    if (check !== 'escalated') return { outcome: check };
    const lowprivIn = await fullPrivilegeRemaining(tx, session.session_id);
    const accessToken = await issueAccessToken(tx, session.session_id, 'escalated', lowprivIn, input.operationId);
    return { outcome: 'escalated', accessToken, customerNumber: session.customer_number, lowprivIn } as const;
  });
}
