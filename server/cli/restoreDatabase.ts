import { resolve } from 'node:path';
import { readConfig } from '../platform/config';
import { restorePglite } from '../platform/backup/pgliteBackup';
import { restorePostgres } from '../platform/backup/postgresBackup';

/**
 * npm run db:restore -- <file>: into DATABASE_URL with pg_restore (replacing what is there, in
 * one transaction), else into DATA_DIR, which must be empty or missing (move the old one away).
 */
async function main() {
  const config = readConfig();
  if (!process.argv[2]) throw new Error('Usage: npm run db:restore -- <backup file>');
  const file = resolve(process.argv[2]);
  if (config.databaseUrl) restorePostgres(file, config.databaseUrl);
  else if (config.dataDir) await restorePglite(file, config.dataDir);
  else throw new Error('DATA_DIR is :memory:, there is nowhere to restore to.');
  console.log(`Restored ${file}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
