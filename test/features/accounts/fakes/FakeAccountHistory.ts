import type { AccountDetails } from '../../../../src/features/accounts/core/domain/AccountDetails';
import type { BalancePoint, Transaction, TransactionPage, TransactionSearch } from '../../../../src/features/accounts/core/domain/Transaction';
import type { AccountHistory } from '../../../../src/features/accounts/core/ports/AccountHistory';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { addDays } from '../../../../contract/rules/AucklandDate';

export interface FakeAccount { details: AccountDetails; transactions: Transaction[] }

const PAGE_SIZE = 25;

/** One customer's accounts in memory, searched and paged as the sandbox does; `loggedIn = false` answers 401 7009. */
export class FakeAccountHistory implements AccountHistory {
  loggedIn = true;
  /** Every call, for tests that check what was asked. */
  readonly calls: { accountId: string; search: TransactionSearch; cursor?: string }[] = [];

  constructor(private readonly accounts: FakeAccount[], private readonly today: string) {}

  async getAccount(accountId: string): Promise<AccountDetails> {
    return { ...this.find(accountId).details };
  }

  async listTransactions(accountId: string, search: TransactionSearch, cursor?: string): Promise<TransactionPage> {
    this.calls.push({ accountId, search, cursor });
    const text = search.text?.toLowerCase();
    const matches = this.find(accountId).transactions.filter((t) =>
      (!text || [t.description, t.particulars, t.code, t.reference].some((f) => f.toLowerCase().includes(text)))
      && (search.minCents === undefined || Math.abs(t.amount) >= search.minCents)
      && (search.maxCents === undefined || Math.abs(t.amount) <= search.maxCents)
      && (!search.from || t.date >= search.from) && (!search.to || t.date <= search.to));
    const posted = matches.filter((t) => t.status === 'posted').sort((a, b) => b.at - a.at);
    const start = cursor ? Number(cursor) : 0;
    const page = posted.slice(start, start + PAGE_SIZE);
    return {
      pending: cursor ? [] : matches.filter((t) => t.status === 'pending'),
      posted: page.map((t) => ({ ...t })),
      nextCursor: start + PAGE_SIZE < posted.length ? String(start + PAGE_SIZE) : null,
    };
  }

  async balanceHistory(accountId: string, days: number): Promise<BalancePoint[]> {
    const account = this.find(accountId);
    const points: BalancePoint[] = [];
    let balance = account.details.balance;
    for (let i = 0; i < days; i += 1) {
      const date = addDays(this.today, -i);
      points.unshift({ date, balance });
      balance -= account.transactions.filter((t) => t.status === 'posted' && t.date === date).reduce((sum, t) => sum + t.amount, 0);
    }
    return points;
  }

  private find(accountId: string): FakeAccount {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    const account = this.accounts.find((a) => a.details.id === accountId);
    if (!account) throw new ApiError(404, null, { message: 'Account not found.' });
    return account;
  }
}
