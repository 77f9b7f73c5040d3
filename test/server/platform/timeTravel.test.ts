import type { AddressInfo } from 'node:net';
import { addDays, aucklandDateOf } from '../../../contract/rules/AucklandDate';
import type { SandboxClockState } from '../../../contract/operator';
import { buildApp } from '../../../server/app/buildApp';
import { postDueAutomaticPayments } from '../../../server/automatic-payments/postDue';
import { runOperator } from '../../../server/cli/runOperator';
import { parseOperatorArgs } from '../../../server/cli/operatorCommands';
import { balanceOf, ledgerBreaks, moneySandbox, uuid, type MoneySandbox } from '../../support/moneySandbox';
import { applyPostings } from '../../../server/ledger/accountLocks';
import { login, postToken, refresh, refreshCookieOf } from '../../support/sessionSandbox';
import { sendSafeguarded } from '../payees/payeeKit';

/**
 * Time travel in the sandbox (`npm run operator -- clock …`): moving the clock runs what fell
 * due in between exactly once, and what is only a comparison with the clock (statements,
 * lockouts, sessions) follows by itself. Each test puts the clock back with reset.
 */
let sandbox: MoneySandbox;
let url: string;
let startOffsetMs: number;
beforeAll(async () => {
  sandbox = await moneySandbox();
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  startOffsetMs = (await clockState()).offsetMs;
}, 120_000);
afterAll(async () => { await sandbox.close(); });
// Back to where the file started after each test: the real time, or the day a calendar run
// (SANDBOX_CLOCK_AT) set, so every test starts on that day.
afterEach(async () => { await moveClock({ by: stepTo(startOffsetMs - (await clockState()).offsetMs) }); });

const EVERYDAY = '1000001-1';

/** Moves the clock through the operator's endpoint; the customers log in again (a long move outlives their tokens). */
async function moveClock(body: unknown): Promise<SandboxClockState> {
  const response = await sandbox.app.inject({ method: 'POST', url: '/dev/clock', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  expect(response.statusCode).toBe(200);
  for (const customer of Object.keys(sandbox.tokens)) sandbox.tokens[customer] = `Bearer ${(await login(sandbox.app, customer)).accessToken}`;
  return response.json();
}
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const clockState = async (): Promise<SandboxClockState> => (await sandbox.app.inject({ url: '/dev/clock' })).json();
/** A clock step of elapsed time ('+12h5m', '-3m') for a difference in milliseconds, to the minute. */
const stepTo = (ms: number) => {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${Math.floor(minutes / 60)}h${minutes % 60}m`;
};
const sandboxToday = async () => aucklandDateOf(Date.parse((await sandbox.app.inject({ url: '/dev/clock' })).json().utc));

async function operator(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperator(argv, { baseUrl: url, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The Auckland dates from `first` on, one period apart, up to and including `last`. */
function datesEvery(first: string, days: number, last: string): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, days)) dates.push(d);
  return dates;
}

describe('npm run operator -- clock', () => {
  it('shows the time in Auckland and UTC and how far it is from the real time', async () => {
    const shown = await operator(['clock']);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^Sandbox time: \d{4}-\d\d-\d\d \d\d:\d\d Auckland \(NZ[DS]T, UTC\+1[23]:00\)\n {14}\d{4}-\d\d-\d\d \d\d:\d\d UTC\nAhead of the real time by: /);
    const moved = await operator(['clock', '+3d']);
    expect(moved.code).toBe(0);
    expect(moved.out).toMatch(/Ran what fell due: \d+ scheduled payment\(s\) posted/);
    // Three calendar days: 72 hours, or 71 or 73 across a daylight-saving change.
    const HOUR = 3_600_000;
    expect(Math.abs((await clockState()).offsetMs - startOffsetMs - 72 * HOUR)).toBeLessThanOrEqual(HOUR + 5_000);
    await operator(['clock', '-1d']);
    expect(Math.abs((await clockState()).offsetMs - startOffsetMs - 48 * HOUR)).toBeLessThanOrEqual(HOUR + 5_000);
    expect((await operator(['clock', 'reset'])).out).toContain('Ahead of the real time by: none');
  });

  it('sets an Auckland time, and says what it made of the repeated and the missing hour', async () => {
    const repeated = await operator(['clock', '2027-04-04T02:30']);
    expect(repeated.out).toContain('Sandbox time: 2027-04-04 02:30 Auckland (NZDT, UTC+13:00)');
    expect(repeated.out).toContain('2027-04-03 13:30 UTC');
    expect(repeated.out).toContain('02:30 happens twice in Auckland on 2027-04-04');
    expect((await operator(['clock', '+1h'])).out).toContain('Sandbox time: 2027-04-04 02:30 Auckland (NZST, UTC+12:00)');
    const missing = await operator(['clock', '2027-09-26T02:30']);
    expect(missing.out).toContain('Sandbox time: 2027-09-26 03:30 Auckland (NZDT, UTC+13:00)');
    expect(missing.out).toContain('02:30 does not exist in Auckland on 2027-09-26');
    // A day keeps the time of day across the change: 25 hours that Sunday.
    await operator(['clock', '2027-04-03T09:00']);
    expect((await operator(['clock', '+1d'])).out).toContain('Sandbox time: 2027-04-04 09:00 Auckland (NZST');
  });

  it('reads the date and time as one word or two', () => {
    expect(parseOperatorArgs(['clock', '2027-12-31', '23:59'])).toMatchObject({ method: 'POST', path: '/dev/clock', body: { to: '2027-12-31T23:59' } });
    expect(parseOperatorArgs(['clock', '+1w2d3h'])).toMatchObject({ body: { by: '+1w2d3h' } });
    expect(parseOperatorArgs(['clock'])).toMatchObject({ method: 'GET', path: '/dev/clock' });
  });

  it('refuses what is not a step, a time or reset, as a usage error', async () => {
    for (const argv of [['clock', '3d'], ['clock', '+3y'], ['clock', '2027-02-30T09:00'], ['clock', '2027-04-04T24:00'], ['clock', 'now', 'please'], ['clock', '+99999d']]) {
      expect(await operator(argv)).toMatchObject({ code: 2, err: expect.stringContaining('clock takes') });
    }
  });

  it('is agreed by every server on the database: another one follows the move', async () => {
    const other = await buildApp({ db: sandbox.db, config: sandbox.config });
    try {
      await moveClock({ to: '2028-02-29T09:00' });
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      const seen = (await other.inject({ url: '/dev/clock' })).json() as SandboxClockState;
      expect(seen.auckland).toMatch(/^2028-02-29T09:0[01]/);
      const sql = await sandbox.db.query<{ day: string }>(`SELECT to_char(sandbox_now() AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM-DD') AS day`);
      expect(sql.rows[0]?.day).toBe('2028-02-29');
    } finally {
      await other.close();
    }
  });
});

describe('moving the clock forward runs what fell due, exactly once', () => {
  it('posts a scheduled payment once, and neither moving back nor forward again posts it twice', async () => {
    const today = await sandboxToday();
    const inFive = addDays(today, 5);
    // Its own money: earlier tests in this file moved the clock over a year ahead and back, and
    // the automatic payments that fell due meanwhile may have emptied Everyday (whether they did
    // depends on the day the file runs), so the payment would fail for want of funds.
    await deposit(EVERYDAY, 100_000);
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const made = await sandbox.post('1000001', '/api/payments', {
      fromAccountId: EVERYDAY, to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents: 3_210,
      particulars: 'Koha', code: '', reference: 'time travel', date: inFive,
    });
    expect(made.json()).toMatchObject({ status: 'scheduled', date: inFive });
    const moved = await moveClock({ by: '+32d' });
    expect(moved.ran?.scheduledPosted).toBeGreaterThanOrEqual(1);
    const receipt = (await sandbox.get('1000001', `/api/receipts/${made.json().id}`)).json();
    expect(receipt.status).toBe('paid');
    const { rows: [posted] } = await sandbox.db.query<{ day: string }>(
      `SELECT to_char(posted_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM-DD') AS day FROM ledger_transactions WHERE id = $1`, [made.json().id]);
    // Posted on its own date, not on the day the clock was moved to.
    expect(posted?.day).toBe(inFive);
    const after = await balanceOf(sandbox.db, EVERYDAY);
    await moveClock({ by: '+1d' });
    await moveClock({ by: '-40d' });
    await moveClock({ by: '+40d' });
    // Automatic payments keep falling due as time moves; this payment's 3,210 left once.
    const { rows: [{ n } = { n: -1 }] } = await sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = 'time travel' AND status = 'posted'`);
    expect(n).toBe(1);
    expect(after.balance).toBeLessThanOrEqual(before.balance - 3_210);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it("runs each of an automatic payment's dates in between once, on its date, and moves its next date on", async () => {
    const { rows: [rent] } = await sandbox.db.query<{ id: string; next: string; amount: string }>(
      `SELECT id, to_char(next_date, 'YYYY-MM-DD') AS next, amount_cents::text AS amount FROM automatic_payments
        WHERE customer_number = '1000001' AND payee_name = 'Harcourts Rentals' AND cancelled_at IS NULL`);
    if (!rent) throw new Error('Aroha has no rent automatic payment');
    await deposit(EVERYDAY, 2_000_000);
    const runsBefore = await runsOf(rent.id);
    // Earlier tests moved the clock too: go to four weeks past its next date, whatever that is.
    const moved = await moveClock({ by: `+${daysBetween(await sandboxToday(), rent.next) + 25}d` });
    const today = aucklandDateOf(Date.parse(moved.utc));
    const due = datesEvery(rent.next, 7, today);
    expect(due.length).toBeGreaterThanOrEqual(4);
    const runs = (await runsOf(rent.id)).slice(runsBefore.length);
    expect(runs.map((r) => r.due_date)).toEqual(due);
    expect(runs.map((r) => [r.outcome, r.posted_day])).toEqual(due.map((d) => ['posted', d]));
    expect(moved.ran?.automaticPosted).toBeGreaterThanOrEqual(due.length);
    const { rows: [next] } = await sandbox.db.query<{ next: string }>(`SELECT to_char(next_date, 'YYYY-MM-DD') AS next FROM automatic_payments WHERE id = $1`, [rent.id]);
    expect(next?.next).toBe(addDays(due[due.length - 1] as string, 7));

    // Again, on two "servers" at once, and after moving back: nothing runs twice.
    await Promise.all([postDueAutomaticPayments(sandbox.db, today), postDueAutomaticPayments(sandbox.db, today)]);
    await moveClock({ by: '-20d' });
    await moveClock({ by: '+20d' });
    expect((await runsOf(rent.id)).length).toBe(runsBefore.length + due.length);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  /** Money in from another bank, so weeks of rent (earlier tests moved time too) are covered. */
  async function deposit(accountId: string, cents: number) {
    await sandbox.db.transaction(async (tx) => {
      const id = uuid();
      await tx.query(`INSERT INTO ledger_transactions (id, customer_number, kind, description, status, posted_at)
                      VALUES ($1, '1000001', 'deposit', 'Test deposit', 'posted', sandbox_now())`, [id]);
      await tx.query(`INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
                      VALUES ($1, $2, NULL, $3, 'Test deposit'), ($1, NULL, '01-0902-0068389-00', -$3::bigint, 'Test deposit')`, [id, accountId, cents]);
      await applyPostings(tx, [{ accountId, amountCents: cents }]);
    });
  }

  async function runsOf(id: string) {
    return (await sandbox.db.query<{ due_date: string; outcome: string; posted_day: string | null }>(
      `SELECT to_char(r.due_date, 'YYYY-MM-DD') AS due_date, r.outcome,
              to_char(t.posted_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM-DD') AS posted_day
         FROM automatic_payment_runs r LEFT JOIN ledger_transactions t ON t.id = r.transaction_id
        WHERE r.automatic_payment_id = $1 ORDER BY r.due_date`, [id])).rows;
  }

  it('records an automatic payment the account cannot cover as failed, once, and goes on', async () => {
    const { rows: [{ available } = { available: '0' }] } = await sandbox.db.query<{ available: string }>(
      `SELECT available_cents::text AS available FROM accounts WHERE id = '1000001-2'`);
    const today = await sandboxToday();
    // An automatic payment to someone else's account takes the texted code (a money door).
    const created = await sendSafeguarded(sandbox.app, await login(sandbox.app, '1000001'), 'POST', '/api/automaticpayment', {
      fromAccountId: '1000001-2', toAccountNumber: '01-0902-0068389-00', payeeName: 'Too much', amountCents: Math.min(Number(available) + 100, 100_000_000),
      frequency: 'monthly', nextDate: addDays(today, 2), particulars: '', code: '', reference: '',
    }, uuid());
    expect(created.statusCode).toBe(200);
    const before = await balanceOf(sandbox.db, '1000001-2');
    const moved = await moveClock({ by: '+3d' });
    expect(moved.ran?.automaticFailed).toBe(1);
    expect(await balanceOf(sandbox.db, '1000001-2')).toEqual(before);
    expect((await moveClock({ by: '+1d' })).ran?.automaticFailed).toBe(0);
  });
});

describe('what only compares with the clock follows it', () => {
  it('a statement for the month that finished appears', async () => {
    const months = async () => new Set(((await sandbox.get('1000001', '/api/statements')).json().statements as { month: string }[]).map((s) => s.month));
    const thisMonth = (await sandboxToday()).slice(0, 7);
    expect((await months()).has(thisMonth)).toBe(false);
    await moveClock({ by: '+32d' });
    expect((await months()).has(thisMonth)).toBe(true);
  });

  it('a lockout lifts once its minutes have passed', async () => {
    // Liam (1000002): not one of the customers moveClock logs in again.
    for (let i = 0; i < 3; i += 1) await postToken(sandbox.app, { grant_type: 'password', username: '1000002', password: 'wrong-password' });
    expect((await postToken(sandbox.app, { grant_type: 'password', username: '1000002', password: 'Kowhai-2026!' })).json().error).toBe('account_locked');
    await moveClock({ by: `+${sandbox.config.lockoutMinutes - 1}m` });
    expect((await postToken(sandbox.app, { grant_type: 'password', username: '1000002', password: 'Kowhai-2026!' })).json().error).toBe('account_locked');
    await moveClock({ by: '+2m' });
    await login(sandbox.app, '1000002');
  });

  it('a session expires when it has been idle too long, and lasts while it is used', async () => {
    const { refreshToken } = await login(sandbox.app, '1000001');
    await moveClock({ by: `+${Math.floor(sandbox.config.sessionIdleSeconds / 60) - 5}m` });
    const kept = await refresh(sandbox.app, refreshToken);
    expect(kept.statusCode).toBe(200);
    await moveClock({ by: `+${Math.floor(sandbox.config.sessionIdleSeconds / 60) + 1}m` });
    const expired = await refresh(sandbox.app, refreshCookieOf(kept) ?? '');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_description).toBe('The session has timed out.');
  });

  it('a session ends at its absolute limit however busy it is', async () => {
    let { refreshToken } = await login(sandbox.app, '1000001');
    const hours = sandbox.config.sessionAbsoluteSeconds / 3600;
    for (let h = 0; h < hours; h += 1) {
      await moveClock({ by: '+50m' });
      const kept = await refresh(sandbox.app, refreshToken);
      if (kept.statusCode !== 200) break;
      refreshToken = refreshCookieOf(kept) ?? '';
    }
    await moveClock({ by: `+${hours}h` });
    expect((await refresh(sandbox.app, refreshToken)).statusCode).toBe(400);
  });
});
