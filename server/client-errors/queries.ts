import type { ClientErrorEntry } from '../../contract/client-errors';
import type { ClientErrorSummary } from '../../contract/operator';
import { reportablePath, reportableQueryKey, scrubErrorText } from '../../contract/rules/ClientErrorReport';
import type { Queryable } from '../platform/db/Database';

/**
 * Stores entries as the rules allow them: the browser scrubbed them already, and they are
 * scrubbed again here (defence in depth: a report is whatever anyone sent), so no row holds an
 * account, card or customer number, an amount, an email address, a token or a query string.
 */
export async function storeClientErrors(db: Queryable, entries: readonly ClientErrorEntry[], reporterGroup: string | null): Promise<void> {
  const values: unknown[] = [];
  const rows = entries.map((entry) => {
    values.push(new Date(entry.at), reportablePath(entry.route), reportableQueryKey(entry.queryKey),
      scrubErrorText(entry.name, 80) || 'Error', scrubErrorText(entry.message), entry.status ?? null, entry.code ?? null, reporterGroup);
    const at = values.length - 8;
    return `(${Array.from({ length: 8 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO client_errors (occurred_at, route, query_key, name, message, status, code, reporter_group) VALUES ${rows.join(', ')}`,
    values,
  );
}

/** The latest errors, the same error on the same page counted together, newest first. */
export async function latestClientErrors(db: Queryable, limit: number): Promise<ClientErrorSummary[]> {
  const { rows } = await db.query<{
    last_seen_at: Date; route: string; query_key: string; name: string; message: string; status: number | null; code: number | null;
    count: string | number; sessions: string | number;
  }>(
    `SELECT max(received_at) AS last_seen_at, route, query_key, name, message, status, code,
            count(*) AS count, count(DISTINCT reporter_group) AS sessions
       FROM client_errors
      GROUP BY route, query_key, name, message, status, code
      ORDER BY last_seen_at DESC, route, query_key
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    lastSeenAt: new Date(r.last_seen_at).toISOString(), route: r.route, queryKey: r.query_key, name: r.name, message: r.message,
    status: r.status, code: r.code, count: Number(r.count), sessions: Number(r.sessions),
  }));
}
