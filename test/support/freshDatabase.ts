import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/platform/db/Database';
import { PgliteDatabase } from '../../server/platform/db/PgliteDatabase';
import { PostgresDatabase } from '../../server/platform/db/PostgresDatabase';
import { prepareForTests, seedVersion, templateDump } from './pgliteTemplates';
import { SandboxClock } from '../../server/platform/clock/SandboxClock';
import { clockStartFrom } from '../../server/platform/clock/clockStart';

/**
 * With SANDBOX_CLOCK_AT (the calendar sweep), every database a test gets starts at that time, as
 * a server does when it starts (prepareDatabase): the cached template was seeded at it minutes
 * ago, and its clock has run on since, past midnight when the time is 23:59.
 */
async function startClockAtChosenTime(db: Database): Promise<void> {
  const startsAt = clockStartFrom(process.env.SANDBOX_CLOCK_AT);
  if (startsAt === null) return;
  const clock = await SandboxClock.open(db, { refreshMs: 0 });
  await clock.moveTo(startsAt);
  clock.close();
}

export interface FreshDatabase { db: Database; drop(): Promise<void> }

export interface FreshDatabaseOptions {
  /** Also seed the 120,000 addresses of the address lookup. Off by default: it costs seconds. */
  addresses?: boolean;
}

const dumps: Partial<Record<'plain' | 'addresses', Promise<Blob>>> = {};

/**
 * The migrated, seeded data folder, read once per test file from the copy cached on disk for
 * the whole run (pgliteTemplates.ts); each test loads its own database from it.
 */
function pgliteDump(kind: 'plain' | 'addresses'): Promise<Blob> {
  dumps[kind] ??= templateDump(kind);
  return dumps[kind];
}

/** Lets go of this test file's template data folders (see test/setup/server.ts). */
export async function closeTemplate(): Promise<void> {
  for (const kind of Object.keys(dumps) as (keyof typeof dumps)[]) delete dumps[kind];
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL, the seeded addresses live in a template database (created once per
 * PostgreSQL cluster and seed version, under an advisory lock so parallel test files do not
 * race); CREATE DATABASE … TEMPLATE copies it in a moment instead of seeding 120,000 rows again.
 */
async function postgresAddressTemplate(url: string): Promise<string> {
  const name = `kowhai_tmpl_addresses_${seedVersion()}`;
  await admin(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(727003)');
    try {
      const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length) return;
      await client.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const db = PostgresDatabase.open(target.toString());
      try {
        await prepareForTests(db, { addresses: true });
      } finally {
        await db.close();
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(727003)');
    }
  });
  return name;
}

/**
 * A migrated, seeded database that no other test sees. With DATABASE_URL set, a new
 * PostgreSQL database is created beside the one named there, and dropped afterwards.
 */
export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<FreshDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await PgliteDatabase.load(await pgliteDump(options.addresses ? 'addresses' : 'plain'));
    await startClockAtChosenTime(db);
    return { db, drop: () => db.close() };
  }
  const template = options.addresses ? await postgresAddressTemplate(url) : null;
  const name = `kowhai_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = PostgresDatabase.open(target.toString());
  if (!template) await prepareForTests(db, { addresses: false });
  else await startClockAtChosenTime(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
