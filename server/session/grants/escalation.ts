import { MAX_CODE_ATTEMPTS } from '../../escalation/oneTimeCodes';
import { hitRateLimit } from '../../platform/rateLimit';
import { escalationGrant } from '../escalationGrant';
import { presentedRefreshToken, tokenError } from '../tokenReply';
import type { GrantContext } from './GrantContext';

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

  const byAddress = await hitRateLimit(db, { bucket: `code-requests:address:${request.ip}`, limit: rateLimits.codeRequestsPerAddress, windowSeconds: 15 * 60 });
  const result = byAddress.allowed
    ? await escalationGrant(db, { refreshToken: token, operationId, code: body.ChallengeResponse, checksPerCustomer: rateLimits.codeChecksPerCustomer })
    : { outcome: 'throttled' as const, retryAfterSeconds: byAddress.retryAfterSeconds };
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
