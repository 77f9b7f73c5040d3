import type { Database } from '../platform/db/Database';
import { checkChallenge, type ChallengeCheck } from '../escalation/oneTimeCodes';
import { hitRateLimit } from '../platform/rateLimit';
import { fullPrivilegeRemaining, issueAccessToken } from './sessions';
import { hashToken } from './tokens';

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
