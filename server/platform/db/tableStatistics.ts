import type { Database } from './Database';

/** Read-only once seeded, and analysed by their seed (120,000 rows take seconds to sample). */
const SEEDED_READ_ONLY = ['addresses', 'address_words'];
/** How often a PGlite server refreshes the planner's statistics while it runs. */
const EVERY_MS = 10 * 60_000;

/** Every table of the schema but the seeded read-only ones. */
async function tablesToAnalyse(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY 1");
  return rows.map((r) => r.name).filter((name) => !SEEDED_READ_ONLY.includes(name));
}

export async function analyseTables(db: Database): Promise<void> {
  const tables = await tablesToAnalyse(db);
  // Names come from pg_class of our own schema (lower-case identifiers from the migrations).
  if (tables.length) await db.exec(`ANALYZE ${tables.map((t) => `"${t}"`).join(', ')}`);
}

/**
 * PGlite runs Postgres in single-user mode: no autovacuum, so tables made by the migrations
 * would never get planner statistics, and the planner guesses. With no statistics the first
 * page of an account's transactions became a bitmap scan of every posted transaction probing
 * the account's postings one by one (63 ms on the load benchmark's data, 2.4 ms once
 * analysed; docs/benchmarks.md). So a PGlite server analyses at start and every ten minutes,
 * which is what autovacuum's analyse does for PostgreSQL. The timer does not hold the process
 * open, and stops at the first failure (the database was closed).
 */
export async function keepStatistics(db: Database): Promise<void> {
  if (db.kind !== 'pglite') return;
  await analyseTables(db);
  const timer = setInterval(() => { analyseTables(db).catch(() => clearInterval(timer)); }, EVERY_MS);
  timer.unref();
}
