import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './Database';
import { bootstrapClock } from '../clock/bootstrapClock';

const MIGRATIONS_DIR = join(__dirname, 'migrations');
// Any constant works; it only has to be the same for every server sharing one PostgreSQL.
const MIGRATION_LOCK = 727_001;

/**
 * Creates the sandbox clock (see clock/sandboxClock.sql), then applies the numbered .sql files in migrations/ that have not run yet, each in its own
 * transaction, under an advisory lock so that several servers starting together on one
 * PostgreSQL do not race. Returns the names it applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    // The clock first: every table's default time and every migration's record read it.
    await bootstrapClock(db);
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT sandbox_now())`);
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const pending = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && !done.has(f)).sort();
    for (const name of pending) {
      const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      });
    }
    return pending;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
