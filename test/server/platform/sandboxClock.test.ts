import { aucklandDateOf, addDays } from '../../../contract/rules/AucklandDate';
import { SandboxClock } from '../../../server/platform/clock/SandboxClock';
import { freshDatabase, type FreshDatabase } from '../../support/freshDatabase';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

const DAY = 86_400_000;
const sqlNow = async (fresh: FreshDatabase) =>
  Date.parse((await fresh.db.query<{ now: string }>('SELECT sandbox_now()::text AS now')).rows[0]!.now.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

describe('the sandbox clock', () => {
  // One database for these tests: each moves the clock from wherever it is (by, to, reset) and
  // checks only what its own move did, so none depends on where another left it.
  let fresh: FreshDatabase;
  beforeAll(async () => { fresh = await freshDatabase(); });
  afterAll(async () => { await fresh.drop(); });

  it('moves the time of Node and of SQL together', async () => {
    const clock = await SandboxClock.open(fresh.db, { refreshMs: 0 });
    const before = clock.nowMs();
    await clock.moveBy(32 * DAY);
    expect(clock.nowMs() - before).toBeGreaterThanOrEqual(32 * DAY);
    expect(clock.nowMs() - before).toBeLessThan(32 * DAY + 5_000);
    expect(Math.abs((await sqlNow(fresh)) - clock.nowMs())).toBeLessThan(2_000);
    expect(clock.today()).toBe(aucklandDateOf(clock.nowMs()));
    clock.close();
  });

  it('agrees across servers sharing the database: another clock follows the move', async () => {
    const mover = await SandboxClock.open(fresh.db, { refreshMs: 0 });
    const other = await SandboxClock.open(fresh.db, { refreshMs: 0 });
    await mover.moveTo(Date.parse('2027-04-03T13:30:00Z'));
    await other.refresh();
    expect(Math.abs(other.nowMs() - mover.nowMs())).toBeLessThan(1_000);
    mover.close();
    other.close();
  });

  it('goes back to the machine time on reset', async () => {
    const clock = await SandboxClock.open(fresh.db, { refreshMs: 0 });
    await clock.moveBy(-3 * DAY);
    await clock.reset();
    expect(Math.abs(clock.offsetMs())).toBeLessThan(1_000);
    clock.close();
  });

  it('stamps new rows with the sandbox time: no default reads the machine', async () => {
    const clock = await SandboxClock.open(fresh.db, { refreshMs: 0 });
    await clock.moveBy(10 * DAY);
    await fresh.db.query(`INSERT INTO feature_flags (name, enabled) VALUES ('ClockTest', true)`);
    const { rows: [row] } = await fresh.db.query<{ day: string }>(
      `SELECT to_char(updated_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM-DD') AS day FROM feature_flags WHERE name = 'ClockTest'`);
    expect(row?.day).toBe(clock.today());
    expect(row?.day).toBe(addDays(aucklandDateOf(clock.nowMs() - 10 * DAY), 10));
    clock.close();
  });

  it('leaves no column default and no function reading now() except sandbox_now() itself', async () => {
    const defaults = await fresh.db.query<{ col: string }>(
      `SELECT table_name || '.' || column_name AS col FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_default ~* '(^|[^_a-z])now\\(\\)'`);
    expect(defaults.rows).toEqual([]);
    const functions = await fresh.db.query<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = current_schema() AND p.prosrc ~* '(^|[^_a-z])now\\(\\)' AND p.proname <> 'sandbox_now'`);
    expect(functions.rows).toEqual([]);
  });
});

describe("the sandbox's answers carry its time", () => {
  let sandbox: Sandbox;
  beforeAll(async () => { sandbox = await startSandbox(); });
  afterAll(async () => { await sandbox.close(); });

  it('in the Date header, so browsers follow a moved clock', async () => {
    const clock = await SandboxClock.open(sandbox.db, { refreshMs: 0 });
    await clock.moveBy(5 * DAY);
    // The server's own clock rereads the offset every second.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const answer = await fetch(`${sandbox.url}/api/health`);
    const date = Date.parse(answer.headers.get('date') ?? '');
    expect(Math.abs(date - clock.nowMs())).toBeLessThan(3_000);
    await clock.reset();
    clock.close();
  });
});
