import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';

/** A code is good for this long after it is sent. */
export const CODE_SECONDS = 300;
/** The third wrong code voids the operation (the customer starts it again for a new code). */
export const MAX_CODE_ATTEMPTS = 3;

/** Six digits from the CSPRNG, leading zeros kept ('004217'). */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Records a safeguarded operation and its code. Stored in plain text (sandbox): see the
 * note in migration 010; a real bank would keep an HMAC under a server-side key.
 */
export async function createChallenge(
  db: Queryable, input: { customerNumber: string; sessionId: string; purpose: string },
): Promise<{ operationId: string; code: string }> {
  const operationId = randomUUID();
  const code = newOneTimeCode();
  await db.query(
    `INSERT INTO one_time_codes (operation_id, customer_number, session_id, purpose, code, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [operationId, input.customerNumber, input.sessionId, input.purpose, code, CODE_SECONDS],
  );
  return { operationId, code };
}

export type ChallengeCheck = 'escalated' | 'wrong' | 'voided' | 'unknown';

interface CodeRow { session_id: string | null; code: string; failed_attempts: number; open: boolean }

/**
 * Checks a code for an operation of this session. 'unknown' covers every operation that
 * cannot take a code any more (another session's, expired, voided, already escalated or
 * done), so nobody learns which operation ids exist.
 */
export async function checkChallenge(
  tx: Queryable, input: { operationId: string; sessionId: string; code: string },
): Promise<ChallengeCheck> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT session_id, code, failed_attempts,
            (expires_at > now() AND voided_at IS NULL AND escalated_at IS NULL AND completed_at IS NULL) AS open
       FROM one_time_codes WHERE operation_id = $1 FOR UPDATE`,
    [input.operationId],
  );
  const row = rows[0];
  if (!row || row.session_id !== input.sessionId || !row.open) return 'unknown';
  if (sameCode(row.code, input.code)) {
    await tx.query('UPDATE one_time_codes SET escalated_at = now() WHERE operation_id = $1', [input.operationId]);
    return 'escalated';
  }
  const { rows: updated } = await tx.query<{ voided: boolean }>(
    `UPDATE one_time_codes SET failed_attempts = failed_attempts + 1,
            voided_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE voided_at END
      WHERE operation_id = $1 RETURNING voided_at IS NOT NULL AS voided`,
    [input.operationId, MAX_CODE_ATTEMPTS],
  );
  return updated[0]?.voided ? 'voided' : 'wrong';
}

/** Constant-time comparison, so the answer's timing does not leak matching digits. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An escalated operation that still may run: its code was right, it has not run yet. */
export async function isEscalatedFor(
  db: Queryable, input: { operationId: string; sessionId: string; purpose: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM one_time_codes WHERE operation_id = $1 AND session_id = $2 AND purpose = $3
        AND escalated_at IS NOT NULL AND completed_at IS NULL AND voided_at IS NULL`,
    [input.operationId, input.sessionId, input.purpose],
  );
  return rows.length > 0;
}

/** The operation ran: its escalated token is spent. */
export async function completeOperation(db: Queryable, operationId: string): Promise<void> {
  await db.query('UPDATE one_time_codes SET completed_at = now() WHERE operation_id = $1', [operationId]);
}
