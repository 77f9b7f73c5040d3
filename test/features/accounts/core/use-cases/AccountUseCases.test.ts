import { LoadAccountPage } from '../../../../../src/features/accounts/core/use-cases/LoadAccountPage';
import { SearchTransactions } from '../../../../../src/features/accounts/core/use-cases/SearchTransactions';
import { testQueryCache } from '../../../../support/testQueryCache';
import { arohaAccounts, FAKE_TODAY } from '../../fakes/arohaHistory';
import { FakeAccountHistory } from '../../fakes/FakeAccountHistory';

describe('LoadAccountPage', () => {
  it('loads the account, its first page and 90 days of balances together', async () => {
    const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
    const data = await new LoadAccountPage(history, testQueryCache()).execute('1000001-1');
    expect(data.account.name).toBe('Everyday');
    expect(data.transactions.pending).toHaveLength(2);
    expect(data.history).toHaveLength(90);
  });

  it("fails with the port's 404 for an account that is not the customer's", async () => {
    const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
    await expect(new LoadAccountPage(history, testQueryCache()).execute('1000004-1')).rejects.toMatchObject({ status: 404 });
  });
});

describe('SearchTransactions', () => {
  it('turns an upside-down range the right way round and drops blank text', async () => {
    const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
    await new SearchTransactions(history, testQueryCache()).execute({
      accountId: '1000001-1', search: { text: '  ', minCents: 900, maxCents: 100, from: '2026-11-20', to: '2026-11-01' },
    });
    expect(history.calls[0]?.search).toEqual({ minCents: 100, maxCents: 900, from: '2026-11-01', to: '2026-11-20' });
  });

  it('asks for the next page with the cursor, and a second search is not answered with the first', async () => {
    const history = new FakeAccountHistory(arohaAccounts(), FAKE_TODAY);
    const search = new SearchTransactions(history, testQueryCache());
    const [cafes, salary] = await Promise.all([
      search.execute({ accountId: '1000001-1', search: { text: 'cafe' } }),
      search.execute({ accountId: '1000001-1', search: { text: 'salary' } }),
    ]);
    expect(cafes.posted.every((t) => t.description === 'Little Bird Cafe')).toBe(true);
    expect(salary.posted.every((t) => t.description === 'Fonterra Co-op Salary')).toBe(true);
    const next = await search.execute({ accountId: '1000001-1', search: {}, cursor: '25' });
    expect(next.pending).toEqual([]);
    expect(next.posted).toHaveLength(15);
  });
});
