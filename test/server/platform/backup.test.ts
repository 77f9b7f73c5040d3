import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../../server/platform/db/Database';
import { PgliteDatabase } from '../../../server/platform/db/PgliteDatabase';
import { PostgresDatabase } from '../../../server/platform/db/PostgresDatabase';
import { backupPglite, restorePglite } from '../../../server/platform/backup/pgliteBackup';
import { backupPostgres, restorePostgres } from '../../../server/platform/backup/postgresBackup';
import { tableSnapshot } from '../../../server/platform/backup/tableSnapshot';
import { makeTransfer } from '../../../server/transfer/makeTransfer';
import { prepareForTests, templateDump } from '../../support/pgliteTemplates';

// A whole database copied and restored, twice: minutes on a busy machine.
jest.setTimeout(300_000);

/** Moves money between Liam's two accounts, so the ledger, postings and sequences have rows to carry. */
async function transfer(db: Database, amountCents: number, reference: string) {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM accounts WHERE customer_number = '1000002' ORDER BY id");
  const outcome = await db.transaction((tx) => makeTransfer(tx, '1000002', { fromAccountId: rows[0]!.id, toAccountId: rows[1]!.id, amountCents, reference }));
  expect(outcome.status).toBe(200);
}

describe('db:backup and db:restore', () => {
  const dirs: string[] = [];
  const tempDir = () => { const dir = mkdtempSync(join(tmpdir(), 'kowhai-backup-')); dirs.push(dir); return dir; };
  afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

  it('PGlite: the data folder restored into an empty folder holds every row of every table, and works on', async () => {
    // The seeded template restored into a data folder on disk (seeding a folder afresh took most of this test).
    const template = join(tempDir(), 'template.tar');
    writeFileSync(template, Buffer.from(await (await templateDump('plain')).arrayBuffer()));
    const original = join(tempDir(), 'data');
    await restorePglite(template, original);
    const db = await PgliteDatabase.open(original);
    await transfer(db, 1234, 'Before');
    const before = await tableSnapshot(db);
    await db.close();

    const file = join(tempDir(), 'kowhai.tar.gz');
    expect(await backupPglite(original, file)).toBeGreaterThan(0);
    const restoredDir = join(tempDir(), 'restored');
    await restorePglite(file, restoredDir);

    const restored = await PgliteDatabase.open(restoredDir);
    try {
      const after = await tableSnapshot(restored);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(Object.keys(after)).toEqual(expect.arrayContaining(['accounts', 'ledger_transactions', 'postings', 'customers']));
      for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
      await transfer(restored, 99, 'After'); // sequences and constraints came back too
    } finally {
      await restored.close();
    }
    await expect(restorePglite(file, original)).rejects.toThrow(/not empty/);
  });

  // The PostgreSQL round trip runs in `npm run test:postgres` (DATABASE_URL set, Debian's pg_dump on the PATH).
  (process.env.DATABASE_URL ? it : it.skip)('PostgreSQL: pg_restore over a changed database brings back every row of every table', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `kowhai_backup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = PostgresDatabase.open(target.toString());
    try {
      await prepareForTests(db, { addresses: false });
      await transfer(db, 1234, 'Before');
      const before = await tableSnapshot(db);
      const file = join(tempDir(), 'kowhai.pgdump');
      backupPostgres(target.toString(), file);
      await transfer(db, 555, 'Lost');
      await db.query("DELETE FROM payees");
      expect(await tableSnapshot(db)).not.toEqual(before);
      restorePostgres(file, target.toString());
      const after = await tableSnapshot(db);
      for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
      expect(Object.keys(after)).toEqual(Object.keys(before));
      await transfer(db, 99, 'After');
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
