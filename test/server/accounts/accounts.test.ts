import { addDays } from '../../../contract/rules/AucklandDate';
import { AROHA_RENT } from '../../../server/automatic-payments/demoAutomaticPayments';
import { seedLedger } from '../../../server/accounts/seed';
import { ledgerBreaks, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { testClock } from '../../support/testClock';
import { sandboxNowMs, sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

interface Tx { id: string; date: string; description: string; amountCents: number; status: string; reference: string }
const page = async (query = '', account = '1000001-1') => {
  const response = await sandbox.get('1000001', `/api/accounts/${account}/transactions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { pending: Tx[]; posted: Tx[]; nextCursor: string | null };
};

describe('the seeded ledger', () => {
  it('agrees with every seeded balance: postings sum to the balance, holds to the available balance', async () => {
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  });

  it('seeds thirteen months of NZ life in well under 3 seconds', async () => {
    const { rows: [count] } = await sandbox.db.query<{ n: number; oldest: string }>(
      `SELECT count(*)::int AS n, min(posted_at)::text AS oldest FROM ledger_transactions WHERE customer_number = '1000001'`);
    expect(count?.n).toBeGreaterThan(450);
    // The process's own CPU time (the embedded database runs in this process): the seed's cost,
    // which other work on a busy machine does not inflate the way it does the wall clock.
    const started = process.cpuUsage();
    await sandbox.db.transaction(async (tx) => {
      await tx.query('DELETE FROM ledger_transactions');
      await tx.query('UPDATE accounts SET available_cents = balance_cents + coalesce(credit_limit_cents, 0)');
      await seedLedger(tx, testClock(await sandboxNowMs(tx)));
      throw new Error('roll back');
    }).catch((error: Error) => expect(error.message).toBe('roll back'));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
  });
});

describe('GET /api/accounts/{id}', () => {
  it("answers the customer's own account as the list has it, with its product's facts", async () => {
    const listed = ((await sandbox.get('1000001', '/api/accounts')).json() as { id: string }[]).find((a) => a.id === '1000001-5');
    const account = (await sandbox.get('1000001', '/api/accounts/1000001-5')).json();
    expect(account).toEqual({ ...listed, facts: expect.objectContaining({ kind: 'credit-card', creditLimitCents: account.creditLimitCents }) });
    // Available credit: the limit beyond what is owed, less the card payments still pending.
    const held = (await page('', '1000001-5')).pending.reduce((sum, t) => sum + t.amountCents, 0);
    expect(account.availableCents).toBe(account.balanceCents + account.creditLimitCents + held);
  });
});

describe('GET /api/accounts/{id}/transactions', () => {
  it('pages the posted transactions newest first without repeating or skipping one, pending ones apart on the first page', async () => {
    const first = await page();
    expect(first.pending.length).toBeGreaterThan(0);
    expect(first.pending.every((t) => t.status === 'pending')).toBe(true);
    expect(first.posted).toHaveLength(25);
    const all = [...first.posted];
    for (let cursor = first.nextCursor; cursor;) {
      const next = await page(`?cursor=${cursor}`);
      expect(next.pending).toEqual([]);
      all.push(...next.posted);
      cursor = next.nextCursor;
    }
    const { rows: [count] } = await sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE p.account_id = '1000001-1' AND t.status = 'posted'`);
    expect(all).toHaveLength(count?.n ?? -1);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(all.map((t) => t.date)).toEqual([...all.map((t) => t.date)].sort().reverse());
  });

  it('finds by text, by the size of the amount, and by Auckland date range', async () => {
    // The landlord of her automatic payment, found by a word of its name in any case.
    const rent = await page(`?q=${encodeURIComponent(AROHA_RENT.payee.split(' ')[0]?.toLowerCase() ?? '')}`);
    expect(rent.posted.length).toBeGreaterThan(0);
    expect(rent.posted.every((t) => t.description === AROHA_RENT.payee)).toBe(true);
    const byReference = await page(`?q=${AROHA_RENT.reference}`);
    expect(byReference.posted.length).toBeGreaterThanOrEqual(rent.posted.length);
    const sized = await page('?minCents=5000&maxCents=10000');
    expect(sized.posted.every((t) => Math.abs(t.amountCents) >= 5000 && Math.abs(t.amountCents) <= 10000)).toBe(true);
    const to = addDays(await sandboxToday(sandbox.db), -7);
    const from = addDays(to, -13);
    const dated = await page(`?from=${from}&to=${to}`);
    expect(dated.posted.length).toBeGreaterThan(0);
    expect(dated.posted.every((t) => t.date >= from && t.date <= to)).toBe(true);
    expect((await page('?q=%25')).posted).toEqual([]); // % is a character to find, not a wildcard
  });

  it('refuses a made-up cursor and an upside-down range', async () => {
    expect((await sandbox.get('1000001', '/api/accounts/1000001-1/transactions?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await sandbox.get('1000001', '/api/accounts/1000001-1/transactions?minCents=10&maxCents=5')).statusCode).toBe(400);
    expect((await sandbox.get('1000001', '/api/accounts/1000001-1/transactions?minCents=1.5')).statusCode).toBe(400);
  });
});

describe('GET /api/accounts/{id}/balance-history', () => {
  it('answers 90 end-of-day balances ending with today’s, consistent with the transactions', async () => {
    const { points } = (await sandbox.get('1000001', '/api/accounts/1000001-1/balance-history?days=90')).json();
    const { balanceCents } = (await sandbox.get('1000001', '/api/accounts/1000001-1')).json();
    expect(points).toHaveLength(90);
    const today = await sandboxToday(sandbox.db);
    expect(points[89]).toEqual({ date: today, balanceCents });
    expect(points[0].date).toBe(addDays(today, -89));
    expect(new Set(points.map((p: { balanceCents: number }) => p.balanceCents)).size).toBeGreaterThan(30);
    expect(points.every((p: { balanceCents: number }) => p.balanceCents >= 0)).toBe(true);
    expect((await sandbox.get('1000001', '/api/accounts/1000001-1/balance-history?days=0')).statusCode).toBe(400);
  });
});
