import { rmSync } from 'node:fs';
import { readConfig } from '../platform/config';
import { prepareDatabase } from '../app/prepareDatabase';

/**
 * Deletes the PGlite data folder and creates a fresh, migrated, seeded database (every
 * lockout undone). With DATABASE_URL it refuses: drop that database yourself.
 */
async function main() {
  const config = readConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: reset that PostgreSQL database yourself (dropdb/createdb).');
  if (!config.dataDir) throw new Error('DATA_DIR is :memory:, there is nothing to reset.');
  rmSync(config.dataDir, { recursive: true, force: true });
  const db = await prepareDatabase(config, console.log);
  await db.close();
  console.log(`Fresh database in ${config.dataDir}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
