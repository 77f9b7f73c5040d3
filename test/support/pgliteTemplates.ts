import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/db/Database';
import { migrate } from '../../server/db/migrate';
import { PgliteDatabase } from '../../server/db/PgliteDatabase';
import { seedAddresses } from '../../server/address/seedAddresses';
import { seedCustomerAddresses } from '../../server/seed/seedCustomerAddresses';
import { seedDemoCustomers } from '../../server/seed/seedDemoCustomers';

const ROOT = join(__dirname, '..', '..');
/** Everything that decides what a seeded database holds: a change to any of it starts afresh. */
const SEED_SOURCES = ['server/db/migrations', 'server/address', 'server/seed'];
const CACHE_DIR = join(tmpdir(), 'kowhai-test-templates');
/** Templates of other versions are removed once they are this old (other worktrees may still use newer ones). */
const STALE_MS = 24 * 3600_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A hash of the migrations, the seeds and the address generator: names cached templates. */
export function seedVersion(): string {
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrates and seeds a database the way a fresh sandbox does (addresses only when asked). */
export async function prepareForTests(db: Database, { addresses }: { addresses: boolean }): Promise<void> {
  await migrate(db);
  await seedDemoCustomers(db);
  await seedCustomerAddresses(db);
  if (addresses) await seedAddresses(db);
}

/**
 * The PGlite template with the 120,000 addresses. Seeding takes about 10 s, so the seeded data
 * folder is kept in the system temp folder under a hash of the seed's sources: the first test
 * file to need it seeds, the others (and later runs) load it in about a second.
 */
export async function addressTemplate(): Promise<PgliteDatabase> {
  const file = join(CACHE_DIR, `addresses-${seedVersion()}.tar`);
  try {
    return await PgliteDatabase.load(new Blob([readFileSync(file)]));
  } catch {
    // Not cached yet (or unreadable): seed, then cache; a rename makes the cache appear whole.
  }
  const db = await PgliteDatabase.open();
  await prepareForTests(db, { addresses: true });
  await db.exec('CHECKPOINT');
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
  renameSync(partial, file);
  for (const name of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    if (path !== file && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  }
  return db;
}
