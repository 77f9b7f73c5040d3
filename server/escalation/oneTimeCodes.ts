import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import { enforceRateLimits, type RateLimit } from '../platform/rateLimit';
import { addressKey } from '../platform/http/clientAddress';

/** A code is good for this long after it is sent. */
export const CODE_SECONDS = 300;
/** The fifth wrong code voids the operation (the customer starts it again for a new code). */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * The server key codes are HMAC'd under. buildApp sets it from the configuration
 * (server/escalation/codeKey.ts); until then, a random key for this process.
 */
let codeKey: Buffer = randomBytes(32);

export function useOneTimeCodeKey(key: Buffer): void {
  codeKey = key;
}

/** Codes sent per customer and per client address in a window; buildApp sets them from the configuration. */
let sendLimits = { perCustomer: 10, perAddress: 100, windowSeconds: 15 * 60 };

export function useCodeSendLimits(limits: { perCustomer: number; perAddress: number }): void {
  sendLimits = { ...sendLimits, ...limits };
}

/** The code as stored: an HMAC of operation and code, so equal codes of two operations differ too. */
function codeHmac(operationId: string, code: string): string {
  return createHmac('sha256', codeKey).update(`${operationId}:${code}`).digest('hex');
}

/** The development log of sent codes (table one_time_code_log) exists only when SANDBOX_DEV created it. */
async function codeLogExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>("SELECT to_regclass('one_time_code_log') IS NOT NULL AS present");
  return rows[0]?.present === true;
}

/** Six digits from the CSPRNG, leading zeros kept ('004217'). */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Records a safeguarded operation and its code. The code is kept only as an HMAC under the
 * server key; in plain text it goes to the development log alone, when that table exists.
 */
export async function createChallenge(
  // sessionId null: an operation started before any session exists (a password reset).
  db: Queryable,
  // requestHash: the canonical request the code approves (escalation/binding.ts); null for a
  // code that approves no request of its own (confirming a number, resetting a password).
  input: { customerNumber: string; sessionId: string | null; purpose: string; clientAddress?: string; requestHash?: string | null },
): Promise<{ operationId: string; code: string }> {
  // Every send is counted first (SMS, email and password-reset codes alike), so nobody can
  // flood a phone or mint codes to grind down: past a limit, 429 and no code.
  const { perCustomer, perAddress, windowSeconds } = sendLimits;
  const limits: RateLimit[] = [{ bucket: `code-sends:customer:${input.customerNumber}`, limit: perCustomer, windowSeconds }];
  // An IPv6 caller is counted by its /64, like every other address-keyed limit.
  if (input.clientAddress) limits.push({ bucket: `code-requests:address:${addressKey(input.clientAddress)}`, limit: perAddress, windowSeconds });
  await enforceRateLimits(db, limits, 'Too many codes have been sent. Try again later.');
  const operationId = randomUUID();
  const code = newOneTimeCode();
  await db.query(
    `INSERT INTO one_time_codes (operation_id, customer_number, session_id, purpose, code_hmac, expires_at, request_hash)
     VALUES ($1, $2, $3, $4, $5, sandbox_now() + make_interval(secs => $6), $7)`,
    [operationId, input.customerNumber, input.sessionId, input.purpose, codeHmac(operationId, code), CODE_SECONDS, input.requestHash ?? null],
  );
  if (await codeLogExists(db)) {
    await db.query('INSERT INTO one_time_code_log (operation_id, customer_number, purpose, code) VALUES ($1, $2, $3, $4)',
      [operationId, input.customerNumber, input.purpose, code]);
  }
  return { operationId, code };
}

export type ChallengeCheck = 'escalated' | 'wrong' | 'voided' | 'unknown';

interface CodeRow { session_id: string | null; code_hmac: string; failed_attempts: number; open: boolean }

/**
 * Checks a code for an operation of this session. 'unknown' covers every operation that
 * cannot take a code any more (another session's, expired, voided, already escalated or
 * done), so nobody learns which operation ids exist.
 */
export async function checkChallenge(
  tx: Queryable, input: { operationId: string; sessionId: string | null; code: string },
): Promise<ChallengeCheck> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT session_id, code_hmac, failed_attempts,
            (expires_at > sandbox_now() AND voided_at IS NULL AND escalated_at IS NULL AND completed_at IS NULL) AS open
       FROM one_time_codes WHERE operation_id = $1 FOR UPDATE`,
    [input.operationId],
  );
  const row = rows[0];
  if (!row || row.session_id !== input.sessionId || !row.open) return 'unknown';
  if (sameCode(row.code_hmac, codeHmac(input.operationId, input.code))) {
    await tx.query('UPDATE one_time_codes SET escalated_at = sandbox_now() WHERE operation_id = $1', [input.operationId]);
    return 'escalated';
  }
  const { rows: updated } = await tx.query<{ voided: boolean }>(
    `UPDATE one_time_codes SET failed_attempts = failed_attempts + 1,
            voided_at = CASE WHEN failed_attempts + 1 >= $2 THEN sandbox_now() ELSE voided_at END
      WHERE operation_id = $1 RETURNING voided_at IS NOT NULL AS voided`,
    [input.operationId, MAX_CODE_ATTEMPTS],
  );
  return updated[0]?.voided ? 'voided' : 'wrong';
}

/** Constant-time comparison of two HMACs, so the answer's timing leaks nothing. */
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

export interface EscalatedOperation { purpose: string; requestHash: string | null }

/**
 * The operation an escalated token was issued for, while it still may run (its code was right,
 * it has not run, it was not voided), with what it approves; null otherwise.
 */
export async function openEscalatedOperation(
  db: Queryable, input: { operationId: string; sessionId: string },
): Promise<EscalatedOperation | null> {
  const { rows } = await db.query<{ purpose: string; request_hash: string | null }>(
    `SELECT purpose, request_hash FROM one_time_codes WHERE operation_id = $1 AND session_id = $2
        AND escalated_at IS NOT NULL AND completed_at IS NULL AND voided_at IS NULL`,
    [input.operationId, input.sessionId],
  );
  const row = rows[0];
  return row ? { purpose: row.purpose, requestHash: row.request_hash } : null;
}

/** A second request racing on one escalated token: it lost, and its transaction rolls back. */
export class OperationAlreadyDone extends Error {
  readonly statusCode = 409;
  constructor() {
    super('This approval has already been used. Start again and we will send a new code.');
    this.name = 'OperationAlreadyDone';
  }
}

/**
 * The operation ran: its escalated token is spent. One conditional UPDATE, inside the write's
 * transaction: of two requests racing on one token, one completes it and the other throws
 * (rolling its write back), so a code approves its operation once.
 */
export async function completeOperation(db: Queryable, operationId: string): Promise<void> {
  const { rows } = await db.query(
    'UPDATE one_time_codes SET completed_at = sandbox_now() WHERE operation_id = $1 AND completed_at IS NULL RETURNING 1', [operationId]);
  if (rows.length === 0) throw new OperationAlreadyDone();
}
