import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/platform/db/Database';
import { migrate } from '../../server/platform/db/migrate';
import { PgliteDatabase } from '../../server/platform/db/PgliteDatabase';
import { seedAddresses } from '../../server/address/seedAddresses';
import { seedCustomerAddresses } from '../../server/platform/seed/seedCustomerAddresses';
import { seedDemoCustomers } from '../../server/app/seedDemoCustomers';
import { seedVolume } from '../../server/platform/seed/seedVolume';
import { SandboxClock } from '../../server/platform/clock/SandboxClock';
import { clockStartFrom } from '../../server/platform/clock/clockStart';
import { aucklandToday } from '../../contract/rules/AucklandDate';
import { LIVE_WAL_SQL, withoutUnusedWal, type LiveWal } from './withoutUnusedWal';

const ROOT = join(__dirname, '..', '..');
/**
 * Everything that decides what a seeded database holds: the server's code, migrations and
 * seeds (every area seeds its own demo data), the contract's rules they use, and how a
 * template is cut down (this file). A change to any of it starts afresh; a stale template
 * would hide a new migration from the tests.
 */
const SEED_SOURCES = ['server', 'contract', 'test/support/pgliteTemplates.ts', 'test/support/withoutUnusedWal.ts'];
const CACHE_DIR = join(tmpdir(), 'kowhai-test-templates');
/**
 * Templates of other versions are removed once they are this old (other worktrees may still use
 * newer ones). Each change to server/ or contract/ makes a new one of about 300 MB: a day of them
 * filled a 250 GB disk, so two hours (a worktree coming back later seeds its own again).
 */
const STALE_MS = 2 * 3600_000;

/** Another test process seeding the same template is waited for, at most this long… */
const WAIT_MS = 180_000;
/** …unless its lock is this old and names no live process: it died while seeding. */
const DEAD_LOCK_MS = 90_000;

/** Whether the process that wrote a lock still runs (seeding can outlast DEAD_LOCK_MS on a loaded machine). */
function holderAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => filesUnder(join(path, name)));
}

let version: string | undefined;

/** A hash of the migrations, the seeds and the address generator: names cached templates. */
export function seedVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  }
  // The demo history is written relative to the day it is seeded: a template from yesterday
  // would hold yesterday's "recent" transactions, so each day (and each chosen clock) has its own.
  hash.update(process.env.SANDBOX_CLOCK_AT ?? aucklandToday(Date.now()));
  version = hash.digest('hex').slice(0, 16);
  return version;
}

/** Migrates and seeds a database the way a fresh sandbox does (addresses only when asked). */
export async function prepareForTests(db: Database, { addresses }: { addresses: boolean }): Promise<void> {
  await migrate(db);
  // As a fresh sandbox does: SANDBOX_CLOCK_AT (the calendar sweep) sets the clock before the seed.
  const clock = await SandboxClock.open(db, { refreshMs: 0 });
  const startsAt = clockStartFrom(process.env.SANDBOX_CLOCK_AT);
  if (startsAt !== null) await clock.moveTo(startsAt);
  await seedDemoCustomers(db, clock);
  clock.close();
  await seedCustomerAddresses(db);
  if (addresses) await seedAddresses(db);
}

const creators = {
  // Migrated and empty: what the demo-data sweep seeds into (initdb and the migrations take ~10 s
  // of CPU, which that test file paid on every run before it loaded this).
  migrated: async () => {
    const db = await PgliteDatabase.open();
    await migrate(db);
    return db;
  },
  // The migrated template plus the demo customers (prepareForTests's migrate finds nothing to do).
  plain: async () => {
    const db = await PgliteDatabase.load(await templateDump('migrated'));
    await prepareForTests(db, { addresses: false });
    return db;
  },
  // The plain template plus the addresses (prepareForTests seeds them last): initdb, the
  // migrations and the demo customers are not done twice.
  addresses: async () => {
    const db = await PgliteDatabase.load(await templateDump('plain'));
    await seedAddresses(db);
    return db;
  },
};

/**
 * Makes sure the plain and address templates are cached (test/setup/serverTemplates.ts runs it
 * once before any server test file): a test file that waited for another worker to seed them
 * would spend its hook's timeout waiting.
 */
export async function ensureTemplates(): Promise<void> {
  for (const kind of ['plain', 'addresses'] as const) {
    const { created } = await templateFile(kind, creators[kind]);
    await created?.close();
  }
}

/**
 * The data folder (a tarball for `PgliteDatabase.load`) of a migrated, seeded PGlite, without
 * or with the 120,000 addresses: what every sandbox test starts from. Creating the plain one
 * costs about 6 s of CPU (PGlite's initdb, the migrations, the demo customers' argon2 hashes)
 * and the addresses about 20 s more; every test file paid the first again until they were
 * cached on disk for the whole run. Each test loads its own database from it (a clone would
 * first dump the template again).
 */
export async function templateDump(kind: keyof typeof creators): Promise<Blob> {
  const { file, created } = await templateFile(kind, creators[kind]);
  await created?.close();
  return new Blob([readFileSync(file)]);
}

/** A migrated PGlite with no data in it, this process's own copy of the cached template. */
export function migratedTemplate(): Promise<PgliteDatabase> {
  return cachedTemplate('migrated', creators.migrated);
}

/**
 * The PGlite template with the 120,000 addresses. Seeding takes about 10 s, so the seeded data
 * folder is kept in the system temp folder under a hash of the seed's sources: the first test
 * file to need it seeds, the others (and later runs) load it in about a second.
 */
export function addressTemplate(): Promise<PgliteDatabase> {
  return cachedTemplate('addresses', creators.addresses);
}

/** The quick volume: enough rows for the planner to prefer the indexes, little enough to seed in seconds. */
export const QUICK_VOLUME = { transactions: 50_000, rows: 12_000 };

/**
 * The address template plus `npm run seed:volume`'s 100,000 ledger transactions (the
 * query-plan test, `npm run test:plans`); built on the cached address template, so the
 * addresses are seeded once. 'quick' (the plan check in `npm test`) is the plain template plus
 * QUICK_VOLUME: loading the ~375 MB full one alone took ~25 s of every jest run.
 */
export function volumeTemplate(size: 'full' | 'quick' = 'full'): Promise<PgliteDatabase> {
  if (size === 'quick') {
    return cachedTemplate(`volume-quick-${QUICK_VOLUME.transactions}`, async () => {
      const db = await PgliteDatabase.load(await templateDump('plain'));
      await seedVolume(db, QUICK_VOLUME.transactions, QUICK_VOLUME.rows);
      return db;
    });
  }
  return cachedTemplate('volume', async () => {
    const db = await addressTemplate();
    await seedVolume(db);
    return db;
  });
}

async function cachedTemplate(name: string, create: () => Promise<PgliteDatabase>): Promise<PgliteDatabase> {
  const { file, created } = await templateFile(name, create);
  return created ?? PgliteDatabase.load(new Blob([readFileSync(file)]));
}

/** The cached file of a template, and the database when this process had to create it. */
async function templateFile(name: string, create: () => Promise<PgliteDatabase>): Promise<{ file: string; created: PgliteDatabase | null }> {
  const file = join(CACHE_DIR, `${name}-${seedVersion()}.tar`);
  mkdirSync(CACHE_DIR, { recursive: true });
  const lock = `${file}.lock`;
  let mine = false;
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; await sleep(500)) {
    if (existsSync(file)) return { file, created: null };
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' }); // the first test process seeds…
      mine = true;
      break;
    } catch {
      // …and the others wait for its file (a rename makes it appear whole).
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > DEAD_LOCK_MS && !holderAlive(lock)) rmSync(lock, { force: true });
    }
  }
  try {
    return { file, created: await seedTemplate(file, create) };
  } finally {
    if (mine) rmSync(lock, { force: true });
  }
}

/**
 * Every server test file loads a template, so it holds only what a test can use: not the
 * template0 and template1 databases (a test never creates a database in PGlite; 15 MB) nor the
 * WAL segments no restart reads (withoutUnusedWal). The plain template 62 → 31 MB, the address
 * one 294 → ~110 MB; a load takes about half the time.
 */
const WITHOUT_TEMPLATE_DATABASES = [
  "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  'DROP DATABASE IF EXISTS template0', // one statement each: not inside a transaction
  'DROP DATABASE IF EXISTS template1',
  'CHECKPOINT',
];

async function seedTemplate(file: string, create: () => Promise<PgliteDatabase>): Promise<PgliteDatabase> {
  const db = await create();
  for (const statement of WITHOUT_TEMPLATE_DATABASES) await db.exec(statement);
  const partial = `${file}.${process.pid}`;
  const dump = new Uint8Array(await (await db.dump()).arrayBuffer());
  // Asked after the dump, so the insert point covers whatever the dump itself wrote.
  const live = (await db.query<LiveWal>(LIVE_WAL_SQL)).rows[0];
  writeFileSync(partial, live ? withoutUnusedWal(dump, live) : dump);
  renameSync(partial, file);
  // Ages are measured on the file system's clock (the new file's time), not the process's: under
  // faketime (npm run test:calendar -- --faketime) the process lives years ahead, and every other
  // worktree's template would look stale. A file another process removes meanwhile is skipped.
  const now = statSync(file).mtimeMs;
  for (const name of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (!path.startsWith(file) && now - modified > STALE_MS) rmSync(path, { force: true });
  }
  return db;
}
