import type { Database } from '../platform/db/Database';
import { migrate } from '../platform/db/migrate';
import { openDatabase } from '../platform/db/openDatabase';
import { seedCustomerAddresses } from '../platform/seed/seedCustomerAddresses';
import type { ServerConfig } from '../platform/config';
import { keepStatistics } from '../platform/db/tableStatistics';
import { SandboxClock } from '../platform/clock/SandboxClock';
import { applyStartupSystemStatus } from '../status';
import { seedAddresses } from '../address';
import { seedDemoCustomers } from './seedDemoCustomers';
import { formatAucklandDateTime } from '../../contract/rules/AucklandDate';

/** Opens the configured database, applies migrations and seeds a fresh one. */
export async function prepareDatabase(config: ServerConfig, log: (message: string) => void = () => {}): Promise<Database> {
  const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  let db = await openDatabase(options);
  const applied = await migrate(db);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  // Seeds write history relative to the sandbox's time, so a chosen start time comes first.
  const clock = await SandboxClock.open(db, { refreshMs: 0 });
  try {
    if (config.clockStartsAt !== null) {
      await clock.moveTo(config.clockStartsAt);
      log(`The sandbox clock is set to ${formatAucklandDateTime(clock.nowMs())} (SANDBOX_CLOCK_AT).`);
    }
    // Demo customers share one published password: a production database never gets them.
    if (!config.production && await seedDemoCustomers(db, clock)) log('Seeded the demo customers.');
  } finally {
    clock.close();
  }
  const status = await applyStartupSystemStatus(db, config.systemStatus);
  if (status.length) log(`System status from the environment: ${status.join(', ')}`);
  if (!config.production && await seedCustomerAddresses(db)) log("Seeded the demo customers' addresses.");
  if (config.seedAddresses) {
    const seeded = await seedAddresses(db);
    if (seeded) log(`Seeded ${seeded.rows.toLocaleString('en-NZ')} addresses in ${(seeded.ms / 1000).toFixed(1)} s.`);
    // Seeding grows PGlite's WebAssembly memory by some 300 MB that it never gives back; a
    // server that seeded its data folder opens it again, as a restart would, and serves from
    // a fresh instance at about half the memory. (An in-memory database has nowhere to reopen from.)
    if (seeded && db.kind === 'pglite' && config.dataDir) {
      await db.close();
      db = await openDatabase(options);
    }
  }
  await keepStatistics(db);
  return db;
}
