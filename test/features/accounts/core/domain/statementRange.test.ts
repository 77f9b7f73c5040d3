import { addsUp, runningBalancesNewestFirst } from '../../../../../src/features/accounts/core/domain/StatementRange';
import { awkwardStatement } from './statementFixture';

describe('a statement range', () => {
  it('adds up when each balance is the one before plus its amount, to the closing balance', () => {
    expect(addsUp(awkwardStatement())).toBe(true);
  });

  it('does not add up with a wrong balance, a missing line or a wrong closing balance', () => {
    const statement = awkwardStatement();
    expect(addsUp({ ...statement, closingBalance: statement.closingBalance + 1 })).toBe(false);
    expect(addsUp({ ...statement, transactions: statement.transactions.slice(1) })).toBe(false);
    const [first, ...rest] = statement.transactions;
    expect(addsUp({ ...statement, transactions: [{ ...first!, balanceAfter: (first?.balanceAfter ?? 0) + 100 }, ...rest] })).toBe(false);
  });

  it('gives newest-first transactions running balances back from the balance: after − amount = the one before', () => {
    const oldestFirst = awkwardStatement().transactions;
    const balanced = runningBalancesNewestFirst(5_000, [...oldestFirst].reverse());
    expect(balanced[0]?.balanceAfter).toBe(5_000);
    balanced.slice(1).forEach((older, i) => expect(older.balanceAfter).toBe((balanced[i]?.balanceAfter ?? 0) - (balanced[i]?.amount ?? 0)));
  });
});
