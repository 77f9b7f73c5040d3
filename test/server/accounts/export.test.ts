import { addDays } from '../../../contract/rules/AucklandDate';
import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { sandboxToday } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

interface Tx { id: string; date: string; amountCents: number; status: string; balanceAfterCents: number }
interface Export { from: string; to: string; openingBalanceCents: number; closingBalanceCents: number; transactions: Tx[] }
/** Today by the sandbox's clock, read before each test (SANDBOX_CLOCK_AT may have moved it off the machine's). */
let sandboxDay = '';
beforeEach(async () => { sandboxDay = await sandboxToday(sandbox.db); });
const today = () => sandboxDay;
const exported = async (from: string, to: string, account = '1000001-1', customer = '1000001') =>
  sandbox.get(customer, `/api/accounts/${account}/export?from=${from}&to=${to}`);

describe('GET /api/accounts/{id}/export', () => {
  it('gives every posted transaction of the range, oldest first, far more than one page', async () => {
    const [from, to] = [addDays(today(), -60), addDays(today(), -1)];
    const response = await exported(from, to);
    expect(response.statusCode).toBe(200);
    const file = response.json() as Export;
    const { rows: [count] } = await sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.account_id = '1000001-1' AND t.status = 'posted'
          AND (t.posted_at AT TIME ZONE 'Pacific/Auckland')::date BETWEEN $1::date AND $2::date`, [from, to]);
    expect(file.transactions).toHaveLength(count?.n ?? -1);
    expect(file.transactions.length).toBeGreaterThan(25);
    expect(file.transactions.every((t) => t.status === 'posted' && t.date >= from && t.date <= to)).toBe(true);
    expect(file.transactions.map((t) => t.date)).toEqual([...file.transactions.map((t) => t.date)].sort());
  });

  it('runs from the opening balance to the closing one, which is the end-of-day balance the chart shows', async () => {
    const [from, to] = [addDays(today(), -30), addDays(today(), -3)];
    const file = (await exported(from, to)).json() as Export;
    let running = file.openingBalanceCents;
    for (const t of file.transactions) {
      running += t.amountCents;
      expect(t.balanceAfterCents).toBe(running);
    }
    expect(running).toBe(file.closingBalanceCents);
    const { points } = (await sandbox.get('1000001', '/api/accounts/1000001-1/balance-history?days=40')).json();
    expect(points.find((p: { date: string }) => p.date === to).balanceCents).toBe(file.closingBalanceCents);
    expect(points.find((p: { date: string }) => p.date === addDays(from, -1)).balanceCents).toBe(file.openingBalanceCents);
  });

  it('answers an empty range with its balance, and a range ending today with today’s balance', async () => {
    const { balanceCents } = (await sandbox.get('1000001', '/api/accounts/1000001-1')).json();
    const future = (await exported(addDays(today(), 1), addDays(today(), 5))).json() as Export;
    expect(future).toMatchObject({ transactions: [], openingBalanceCents: balanceCents, closingBalanceCents: balanceCents });
    expect(((await exported(addDays(today(), -5), today())).json() as Export).closingBalanceCents).toBe(balanceCents);
  });

  it('refuses a range upside down, longer than a year, or of dates that do not exist, with 4010', async () => {
    for (const [from, to] of [[today(), addDays(today(), -1)], [addDays(today(), -366), today()], ['2026-02-30', '2026-03-02'], ['2026-3-1', '2026-03-02']]) {
      const response = await exported(from as string, to as string);
      expect([from, to, response.statusCode, response.json().NativeErrorCode]).toEqual([from, to, 400, 4010]);
    }
    expect((await exported(addDays(today(), -365), today())).statusCode).toBe(200);
  });

  it("answers 404 for another customer's account and 401 without a login", async () => {
    expect((await exported(addDays(today(), -5), today(), '1000001-1', '1000004')).statusCode).toBe(404);
    const anonymous = await sandbox.app.inject({ url: `/api/accounts/1000001-1/export?from=${today()}&to=${today()}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
