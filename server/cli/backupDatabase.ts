import { resolve } from 'node:path';
import { readConfig } from '../platform/config';
import { backupPglite } from '../platform/backup/pgliteBackup';
import { backupPostgres } from '../platform/backup/postgresBackup';
import { machineNowMs } from '../platform/clock/machineTime';

/**
 * npm run db:backup [-- <file>]: PostgreSQL (DATABASE_URL) through pg_dump, else the PGlite
 * data folder (DATA_DIR, stop the server first) as a tarball. Default file: backups/<time>.
 */
async function main() {
  const config = readConfig();
  // Named for when the file was made on this machine, whatever time the sandbox shows.
  const stamp = new Date(machineNowMs()).toISOString().replace(/[:.]/g, '-');
  const file = resolve(process.argv[2] ?? `backups/kowhai-${stamp}.${config.databaseUrl ? 'pgdump' : 'tar.gz'}`);
  if (config.databaseUrl) backupPostgres(config.databaseUrl, file);
  else if (config.dataDir) await backupPglite(config.dataDir, file);
  else throw new Error('DATA_DIR is :memory:, there is nothing to back up.');
  console.log(`Backed up to ${file}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
