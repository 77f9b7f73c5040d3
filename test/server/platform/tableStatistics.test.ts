import { analyseTables } from '../../../server/platform/db/tableStatistics';
import { freshDatabase } from '../../support/freshDatabase';

// PGlite has no autovacuum: without this the planner never learns how big the ledger is.
describe('analyseTables', () => {
  it('gives the tables the migrations made planner statistics (reltuples is -1 until analysed)', async () => {
    const { db, drop } = await freshDatabase();
    try {
      const rows = async () => (await db.query<{ reltuples: number }>(
        "SELECT reltuples FROM pg_class WHERE relname = 'ledger_transactions'")).rows[0]?.reltuples;
      expect(await rows()).toBe(-1);
      await analyseTables(db);
      const { rows: [seeded] } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
      expect(await rows()).toBe(seeded?.n);
    } finally {
      await drop();
    }
  });
});
