import type { Database } from '../../../server/platform/db/Database';
import { SandboxClock } from '../../../server/platform/clock/SandboxClock';
import { clockStartFrom } from '../../../server/platform/clock/clockStart';
import { seedDemoCustomers } from '../../../server/app/seedDemoCustomers';
import { brokenDemoInvariants } from '../../support/demoInvariants';
import { migratedTemplate } from '../../support/pgliteTemplates';

/**
 * docs/demo-data.md's promises hold whatever the sandbox's clock says: the demo customers are
 * seeded at the calendar's awkward times (and, in `npm run test:seeds`, at every hour of a day),
 * each into a transaction that is rolled back, and every promise is checked.
 */
const AWKWARD = [
  '2027-03-01T00:05', // minutes after Auckland midnight on a Monday, the first of a month (still February in UTC)
  '2027-02-28T23:30', // an Auckland month end that is the previous day in UTC
  '2027-04-04T02:30', // the repeated hour, when daylight saving ends
  '2027-09-26T02:30', // the missing hour, when daylight saving starts (Auckland has no 02:30 that day)
  '2028-02-29T09:00', // a leap day
  '2027-12-31T23:59', // New Year's Eve, a minute before the year turns
];
/**
 * The whole sweep (30 seeds, about 45 s alone and minutes on a busy machine) is a named job,
 * `npm run test:seeds` (FULL_SWEEP=1); `npm test` seeds at three of the awkward times, which
 * between them cross a month and a year in Auckland before UTC does and the missing hour.
 */
const FULL_SWEEP = process.env.FULL_SWEEP === '1';
const QUICK = ['2027-03-01T00:05', '2027-09-26T02:30', '2027-12-31T23:59'];
const HOURS = Array.from({ length: 24 }, (_, h) => `2027-06-16T${String(h).padStart(2, '0')}:20`);

let db: Database;
// Migrated and empty, loaded from the cached template (test/support/pgliteTemplates.ts).
beforeAll(async () => { db = await migratedTemplate(); }, 120_000);
afterAll(async () => { await db.close(); });

class RolledBack extends Error {}

/** Seeds the demo customers at an Auckland time and answers the broken promises; leaves the database empty again. */
async function brokenAt(aucklandTime: string): Promise<string[]> {
  let broken: string[] = [];
  await db.transaction(async (tx) => {
    const clock = await SandboxClock.open(tx, { refreshMs: 0 });
    await clock.moveTo(clockStartFrom(aucklandTime) as number);
    // The seed opens its own transaction: inside this one, it runs in place.
    const inside: Database = { kind: db.kind, query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql), transaction: (fn) => fn(tx), close: async () => {} };
    expect(await seedDemoCustomers(inside, clock)).toBe(true);
    broken = await brokenDemoInvariants(tx, clock);
    throw new RolledBack();
  }).catch((error: unknown) => { if (!(error instanceof RolledBack)) throw error; });
  return broken;
}

describe('the demo data’s promises (docs/demo-data.md)', () => {
  it.each(FULL_SWEEP ? AWKWARD : QUICK)('hold when the sandbox is seeded at %s Auckland', async (time) => {
    expect(await brokenAt(time)).toEqual([]);
  });

  // 24 seeds in a row: minutes on a busy 2-core machine, so only in the full sweep.
  if (FULL_SWEEP) it('hold at every hour of a day', async () => {
    for (const time of HOURS) expect({ time, broken: await brokenAt(time) }).toEqual({ time, broken: [] });
  }, 600_000);
});
