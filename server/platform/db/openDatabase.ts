import { mkdirSync } from 'node:fs';
import type { Database } from './Database';
import { PgliteDatabase } from './PgliteDatabase';
import { PostgresDatabase } from './PostgresDatabase';

/** DATABASE_URL selects real PostgreSQL; otherwise PGlite in `dataDir` (or memory when null). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (options.databaseUrl) return PostgresDatabase.open(options.databaseUrl);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PgliteDatabase.open(options.dataDir ?? undefined);
}
