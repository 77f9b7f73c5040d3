import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';

/** A WebAuthn challenge lives this long on the sandbox clock (the browser's own timeout is shorter). */
export const CHALLENGE_SECONDS = 180;
/** The browser's timeout, milliseconds (WebAuthn `timeout`). */
export const BROWSER_TIMEOUT_MS = 120_000;

export type ChallengePurpose = 'register' | 'login' | 'approve';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * The challenge for approving an operation: 16 random bytes, then SHA-256 of the operation id
 * and its request hash (server/escalation/binding.ts). The authenticator signs it inside
 * clientDataJSON, so the assertion names exactly the request it approves (dynamic linking), as
 * the SMS code's row does.
 */
export function approvalChallenge(operationId: string, requestHash: string | null, nonce = randomBytes(16)): string {
  const link = createHash('sha256').update(`${operationId}:${requestHash ?? ''}`).digest();
  return base64url(Buffer.concat([nonce, link]));
}

/** Whether an approval challenge was made for this operation and request hash. */
export function approvalChallengeLinks(challenge: string, operationId: string, requestHash: string | null): boolean {
  const bytes = Buffer.from(challenge, 'base64url');
  return bytes.length === 48 && approvalChallenge(operationId, requestHash, bytes.subarray(0, 16)) === challenge;
}

export interface NewChallenge { purpose: ChallengePurpose; customerNumber?: string | null; sessionId?: string | null; operationId?: string | null; challenge?: string }

/** Stores a one-time challenge; its id goes to the browser with the options and comes back with the answer. */
export async function createWebAuthnChallenge(db: Queryable, input: NewChallenge): Promise<{ id: string; challenge: string }> {
  const id = randomUUID();
  const challenge = input.challenge ?? base64url(randomBytes(32));
  await db.query(
    `INSERT INTO webauthn_challenges (id, purpose, challenge, customer_number, session_id, operation_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, sandbox_now() + make_interval(secs => $7))`,
    [id, input.purpose, challenge, input.customerNumber ?? null, input.sessionId ?? null, input.operationId ?? null, CHALLENGE_SECONDS]);
  return { id, challenge };
}

export interface SpentChallenge { challenge: string; customerNumber: string | null; sessionId: string | null; operationId: string | null }

/**
 * Spends a challenge: one conditional UPDATE, so of two answers racing one wins, and a
 * challenge is gone after its first answer whether or not that verifies. Null when it is
 * unknown, of another purpose or session, spent or past its time.
 */
export async function spendWebAuthnChallenge(
  db: Queryable, input: { id: string; purpose: ChallengePurpose; sessionId?: string | null },
): Promise<SpentChallenge | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.id)) return null;
  const { rows } = await db.query<{ challenge: string; customer_number: string | null; session_id: string | null; operation_id: string | null }>(
    `UPDATE webauthn_challenges SET used_at = sandbox_now()
      WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > sandbox_now()
        AND ($3::uuid IS NULL OR session_id = $3::uuid)
      RETURNING challenge, customer_number, session_id::text, operation_id`,
    [input.id, input.purpose, input.sessionId ?? null]);
  const row = rows[0];
  return row ? { challenge: row.challenge, customerNumber: row.customer_number, sessionId: row.session_id, operationId: row.operation_id } : null;
}
