import type { Database } from './db/Database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { seedDemoCustomers } from './seed/seedDemoCustomers';
import type { ServerConfig } from './config';

/** Opens the configured database, applies migrations and seeds a fresh one. */
export async function prepareDatabase(config: ServerConfig, log: (message: string) => void = () => {}): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  if (await seedDemoCustomers(db)) log('Seeded the demo customers.');
  return db;
}
