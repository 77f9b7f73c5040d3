import { ensureTemplates } from '../support/pgliteTemplates';

/**
 * The server project's globalSetup: seeds the cached PGlite templates once, before the workers
 * start, when this version of the seed has none yet (a no-op otherwise; PostgreSQL runs seed
 * their own template databases).
 */
export default async function serverTemplates(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensureTemplates();
}
