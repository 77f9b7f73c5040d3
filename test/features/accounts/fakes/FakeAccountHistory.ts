import type { AccountDetails } from '../../../../src/features/accounts/core/domain/AccountDetails';
import { runningBalancesNewestFirst, type StatementRange } from '../../../../src/features/accounts/core/domain/StatementRange';
import type { BalancePoint, Transaction, TransactionDetail, TransactionPage, TransactionSearch } from '../../../../src/features/accounts/core/domain/Transaction';
import type { AccountHistory } from '../../../../src/features/accounts/core/ports/AccountHistory';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { addDays } from '../../../../contract/rules/AucklandDate';

/** An account and its transactions; `counterparties` names the other side of some of them by id. */
export interface FakeAccount { details: AccountDetails; transactions: Transaction[]; counterparties?: Record<string, TransactionDetail['counterparty']> }

const PAGE_SIZE = 25;
const MAX_EXPORT_DAYS = 366;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const matches = (t: Transaction, search: TransactionSearch) => {
  const text = search.text?.toLowerCase();
  return (!text || [t.description, t.particulars, t.code, t.reference].some((f) => f.toLowerCase().includes(text)))
    && (search.minCents === undefined || Math.abs(t.amount) >= search.minCents)
    && (search.maxCents === undefined || Math.abs(t.amount) <= search.maxCents)
    && (!search.from || t.date >= search.from) && (!search.to || t.date <= search.to)
    && (!search.type || (search.type === 'in' ? t.amount > 0 : search.type === 'out' ? t.amount < 0 : t.kind === search.type));
};

/**
 * One customer's accounts in memory, searched, paged and exported as the sandbox does (posted
 * transactions carry running balances ending at the account's balance); `loggedIn = false`
 * answers 401 7009.
 */
export class FakeAccountHistory implements AccountHistory {
  loggedIn = true;
  /** Every list call, for tests that check what was asked. */
  readonly calls: { accountId: string; search: TransactionSearch; cursor?: string }[] = [];
  readonly exports: { accountId: string; from: string; to: string }[] = [];

  constructor(private readonly accounts: FakeAccount[], private readonly today: string) {}

  /** Gives the customer another account (a test's own data: a loan, an empty account). */
  addAccount(account: FakeAccount): void {
    this.accounts.push(account);
  }

  async getAccount(accountId: string): Promise<AccountDetails> {
    return { ...this.find(accountId).details };
  }

  async listTransactions(accountId: string, search: TransactionSearch, cursor?: string): Promise<TransactionPage> {
    this.calls.push({ accountId, search, cursor });
    const all = this.posted(accountId);
    const posted = all.filter((t) => matches(t, search));
    const start = cursor ? Number(cursor) : 0;
    return {
      pending: cursor ? [] : this.find(accountId).transactions.filter((t) => t.status === 'pending' && matches(t, search)).map((t) => ({ ...t, balanceAfter: null })),
      posted: posted.slice(start, start + PAGE_SIZE),
      nextCursor: start + PAGE_SIZE < posted.length ? String(start + PAGE_SIZE) : null,
    };
  }

  async getTransaction(accountId: string, transactionId: string): Promise<TransactionDetail> {
    const account = this.find(accountId);
    const transaction = [...this.posted(accountId), ...account.transactions.filter((t) => t.status === 'pending')].find((t) => t.id === transactionId);
    if (!transaction) throw new ApiError(404, null, { message: 'Transaction not found.' });
    return { transaction: { ...transaction, balanceAfter: transaction.status === 'pending' ? null : transaction.balanceAfter },
      counterparty: account.counterparties?.[transactionId] ?? { name: transaction.description, accountNumber: null } };
  }

  async statementRange(accountId: string, { from, to }: { from: string; to: string }): Promise<StatementRange> {
    const posted = this.posted(accountId);
    if (!(from <= to) || dayNumber(to) - dayNumber(from) + 1 > MAX_EXPORT_DAYS) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'The range is not one to export.' });
    }
    this.exports.push({ accountId, from, to });
    const after = posted.filter((t) => t.date > to).reduce((sum, t) => sum + t.amount, 0);
    const inRange = posted.filter((t) => t.date >= from && t.date <= to).reverse();
    const closingBalance = this.find(accountId).details.balance - after;
    return { from, to, closingBalance, openingBalance: closingBalance - inRange.reduce((sum, t) => sum + t.amount, 0), transactions: inRange };
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

  /** The account's posted transactions newest first, with running balances back from its balance. */
  private posted(accountId: string): Transaction[] {
    const account = this.find(accountId);
    const newestFirst = account.transactions.filter((t) => t.status === 'posted').sort((a, b) => b.at - a.at);
    return runningBalancesNewestFirst(account.details.balance, newestFirst);
  }

  private find(accountId: string): FakeAccount {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    const account = this.accounts.find((a) => a.details.id === accountId);
    if (!account) throw new ApiError(404, null, { message: 'Account not found.' });
    return account;
  }
}
