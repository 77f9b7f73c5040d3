import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

interface Tx { id: string; description: string; kind: string; amountCents: number; status: string; balanceAfterCents: number | null }
const page = async (query = '', account = '1000001-1') => {
  const response = await sandbox.get('1000001', `/api/accounts/${account}/transactions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { pending: Tx[]; posted: Tx[]; nextCursor: string | null };
};

describe('running balances on the transaction list', () => {
  it('ends at the balance, and each balance less its amount is the one before it, across pages', async () => {
    const { balanceCents } = (await sandbox.get('1000001', '/api/accounts/1000001-1')).json();
    const first = await page();
    const second = await page(`?cursor=${first.nextCursor}`);
    const posted = [...first.posted, ...second.posted];
    expect(posted[0]?.balanceAfterCents).toBe(balanceCents);
    posted.slice(1).forEach((older, i) => {
      const newer = posted[i] as Tx;
      expect((newer.balanceAfterCents as number) - newer.amountCents).toBe(older.balanceAfterCents);
    });
    expect(first.pending.every((t) => t.balanceAfterCents === null)).toBe(true);
  });

  it('gives a searched transaction the same balance as the unfiltered list does', async () => {
    // Any transaction of the first page, found again by its own description (not a merchant the
    // day's seed may or may not have put on the first page).
    const all = (await page()).posted;
    const target = all[all.length - 1] as Tx;
    const found = await page(`?q=${encodeURIComponent(target.description)}`);
    const firstMatch = all.find((t) => t.id === target.id && found.posted.some((f) => f.id === t.id));
    expect(firstMatch).toBeDefined();
    expect(found.posted.find((t) => t.id === firstMatch?.id)?.balanceAfterCents).toBe(firstMatch?.balanceAfterCents);
  });

  it('moves with a new transfer: the newest balance is the new balance', async () => {
    const before = (await page()).posted[0]?.balanceAfterCents as number;
    const moved = await sandbox.post('1000001', '/api/transfers', { fromAccountId: '1000001-1', toAccountId: '1000001-2', amountCents: 1_234, reference: 'balance' });
    expect(moved.statusCode).toBe(200);
    const after = (await page()).posted[0] as Tx;
    expect(after.amountCents).toBe(-1_234);
    expect(after.balanceAfterCents).toBe(before - 1_234);
  });
});

describe('the Type filter', () => {
  it('keeps money in, money out, or one kind of transaction', async () => {
    const incoming = await page('?type=in');
    expect(incoming.posted.length).toBeGreaterThan(0);
    expect(incoming.posted.every((t) => t.amountCents > 0)).toBe(true);
    const outgoing = await page('?type=out');
    expect(outgoing.posted.every((t) => t.amountCents < 0)).toBe(true);
    const cards = await page('?type=card');
    expect(cards.posted.length).toBeGreaterThan(0);
    expect([...cards.posted, ...cards.pending].every((t) => t.kind === 'card')).toBe(true);
    expect((await sandbox.get('1000001', '/api/accounts/1000001-1/transactions?type=refund')).statusCode).toBe(400);
  });
});
