import { readConfig } from '../platform/config';
import { prepareDatabase } from '../app/prepareDatabase';
import { seedVolume, VOLUME_ROWS, VOLUME_TRANSACTIONS } from '../platform/seed/seedVolume';
import { startStopwatch } from '../platform/clock/machineTime';

/**
 * npm run seed:volume — adds a bank-sized ledger (100,000 transactions by default, or
 * VOLUME_TRANSACTIONS) plus sessions, idempotency keys and rate-limit windows to the
 * configured database (DATA_DIR or DATABASE_URL), migrating and seeding it first if new.
 */
async function main() {
  const config = readConfig();
  const db = await prepareDatabase(config, console.log);
  const elapsed = startStopwatch();
  const count = Number(process.env.VOLUME_TRANSACTIONS ?? VOLUME_TRANSACTIONS);
  const seeded = await seedVolume(db, count, VOLUME_ROWS);
  await db.close();
  console.log(seeded
    ? `Seeded ${count.toLocaleString('en-NZ')} ledger transactions and ${VOLUME_ROWS.toLocaleString('en-NZ')} sessions, idempotency keys and rate-limit windows in ${(elapsed() / 1000).toFixed(1)} s.`
    : 'The volume seed is already there.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
