import type { Queryable } from '../db/Database';

/**
 * Every row of every table in the public schema, as text, sorted: two databases with the same
 * snapshot hold the same data. Proves a backup's round trip table by table.
 */
export async function tableSnapshot(db: Queryable): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM public."${name.replace(/"/g, '""')}" t`);
    snapshot[name] = rows.map((r) => r.row).sort();
  }
  return snapshot;
}
