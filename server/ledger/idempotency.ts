import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../platform/db/Database';

/** What a money-moving request answered: replayed as it was for a repeat of the same request. */
export interface Outcome { status: number; body: unknown }

export interface IdempotentRequest {
  customerNumber: string;
  /** The Idempotency-Key header (a UUID the client made once per submitted form). */
  key: string;
  /** What the request asked for: method, path and body (see requestHash). */
  requestHash: string;
}

/** A claim of a key whose request died before it finished (a crashed server) may be taken over after this. */
const ABANDONED_AFTER = '2 minutes';

const REUSED_KEY: Outcome = { status: 422, body: { message: 'This Idempotency-Key was already used for a different request.' } };
const IN_FLIGHT: Outcome = { status: 409, body: { message: 'A request with this Idempotency-Key is still being processed. Try again shortly.' } };

/** A stable hash of a request: key order in the JSON body does not matter, anything else does. */
export function requestHash(method: string, path: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(canonical(body))}`).digest('hex');
}

interface KeyRow { request_hash: string; status: string; response_status: number | null; response_body: unknown }

/**
 * Claims the key for this request inside the work's transaction, or says why not. A second
 * request with the key waits on the first one's uncommitted row (PostgreSQL's unique index) and
 * then sees its answer; a request that dies with its server leaves no claim behind, so the
 * client's retry after a restart runs at once instead of meeting 409 until the claim is abandoned.
 */
async function claim(db: Queryable, r: IdempotentRequest): Promise<'mine' | Outcome> {
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (customer_number, key, request_hash, status) VALUES ($1, $2, $3, 'in-flight')
     ON CONFLICT DO NOTHING RETURNING 1`, [r.customerNumber, r.key, r.requestHash]);
  if (inserted.rows.length) return 'mine';
  const { rows: [row] } = await db.query<KeyRow>(
    'SELECT request_hash, status, response_status, response_body FROM idempotency_keys WHERE customer_number = $1 AND key = $2',
    [r.customerNumber, r.key]);
  if (!row) return claim(db, r); // released by a failed first request in between: try again
  if (row.request_hash !== r.requestHash) return REUSED_KEY;
  if (row.status === 'done') return { status: row.response_status ?? 500, body: row.response_body };
  const takenOver = await db.query(
    `UPDATE idempotency_keys SET created_at = sandbox_now() WHERE customer_number = $1 AND key = $2
        AND status = 'in-flight' AND created_at < sandbox_now() - $3::interval RETURNING 1`, [r.customerNumber, r.key, ABANDONED_AFTER]);
  return takenOver.rows.length ? 'mine' : IN_FLIGHT;
}

/** The stored answer of a finished request with this key and body, or null (not seen, running, or another body). */
export async function storedAnswer(db: Database, r: IdempotentRequest): Promise<Outcome | null> {
  const { rows: [row] } = await db.query<KeyRow>(
    `SELECT request_hash, status, response_status, response_body FROM idempotency_keys
      WHERE customer_number = $1 AND key = $2 AND status = 'done'`, [r.customerNumber, r.key]);
  return row && row.request_hash === r.requestHash ? { status: row.response_status ?? 500, body: row.response_body } : null;
}

/**
 * Runs a money-moving request at most once per customer and key. The claim, the work and the
 * stored answer commit in one database transaction, so a request either moved money and left
 * its answer for replays, or did neither and left no claim. When the work throws (a fault, not
 * a refusal) or the server dies, everything rolls back and the client's retry with the same key runs it.
 */
export async function runOnce(
  db: Database, request: IdempotentRequest, work: (tx: Queryable) => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await claim(tx, request);
    if (claimed !== 'mine') return { ...claimed, replayed: claimed !== REUSED_KEY && claimed !== IN_FLIGHT };
    const answer = await work(tx);
    await tx.query(
      `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::jsonb
        WHERE customer_number = $1 AND key = $2`,
      [request.customerNumber, request.key, answer.status, JSON.stringify(answer.body)]);
    return { ...answer, replayed: false };
  });
}
