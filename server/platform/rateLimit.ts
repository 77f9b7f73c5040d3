import type { Queryable } from './db/Database';
import { TooManyRequests } from './http/TooManyRequests';

export interface RateLimit {
  /** What is counted, e.g. `login-failures:address:127.0.0.1`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter in the database (table rate_limits), so every server instance sharing
 * it counts the same hits. `hit` counts one and says whether the caller is still within the
 * limit; `check` only looks. Time comes from the database's clock, which every instance shares.
 */
export async function hitRateLimit(db: Queryable, { bucket, limit, windowSeconds }: RateLimit): Promise<RateVerdict> {
  const row = await countHits(db, bucket, windowSeconds, 1);
  return row.hits <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/**
 * Counts `wanted` hits at once (a batch of reports) and says how many of them are still within
 * the limit; the rest are over it. Counted in one statement, so parallel batches never share a place.
 */
export async function takeRateLimit(db: Queryable, { bucket, limit, windowSeconds }: RateLimit, wanted: number): Promise<number> {
  const { hits } = await countHits(db, bucket, windowSeconds, wanted);
  return Math.max(0, Math.min(wanted, limit - (hits - wanted)));
}

async function countHits(db: Queryable, bucket: string, windowSeconds: number, count: number) {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM sandbox_now()) / $2) * $2), $3)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + EXCLUDED.hits
     RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - sandbox_now()))::int AS retry_after`,
    [bucket, windowSeconds, count],
  );
  return rows[0]!;
}

export async function checkRateLimit(db: Queryable, { bucket, limit, windowSeconds }: RateLimit): Promise<RateVerdict> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `SELECT hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - sandbox_now()))::int AS retry_after
       FROM rate_limits WHERE bucket = $1 AND window_start = to_timestamp(floor(extract(epoch FROM sandbox_now()) / $2) * $2)`,
    [bucket, windowSeconds],
  );
  const row = rows[0];
  return !row || row.hits < limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/**
 * Counts one hit in each limit (per customer, per client address, ...) and throws
 * TooManyRequests (429 with Retry-After) when any is over: the caller's work does not happen.
 */
export async function enforceRateLimits(db: Queryable, limits: RateLimit[], message?: string): Promise<void> {
  let retryAfter = 0;
  for (const limit of limits) {
    const verdict = await hitRateLimit(db, limit);
    if (!verdict.allowed) retryAfter = Math.max(retryAfter, verdict.retryAfterSeconds);
  }
  if (retryAfter > 0) throw new TooManyRequests(retryAfter, message);
}

/**
 * Gives one reserved hit back (the work it was reserved for turned out not to count, e.g. a
 * right password): limits that count before the work stay exact under parallel requests.
 */
export async function releaseRateLimit(db: Queryable, { bucket, windowSeconds }: RateLimit): Promise<void> {
  await db.query(
    `UPDATE rate_limits SET hits = GREATEST(0, hits - 1)
      WHERE bucket = $1 AND window_start = to_timestamp(floor(extract(epoch FROM sandbox_now()) / $2) * $2)`,
    [bucket, windowSeconds],
  );
}
