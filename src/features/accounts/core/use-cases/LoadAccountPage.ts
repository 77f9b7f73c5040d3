import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { AccountDetails } from '../domain/AccountDetails';
import { accountQuery, balanceHistoryQuery, transactionsQuery } from '../domain/queries';
import type { BalancePoint, TransactionPage } from '../domain/Transaction';
import type { AccountHistory } from '../ports/AccountHistory';

export const CHART_DAYS = 90;

export interface AccountPageData { account: AccountDetails; transactions: TransactionPage; history: BalancePoint[] }

/**
 * The account page's first view: the account, its latest transactions and its last 90 days,
 * fetched together and always fresh (balances change with every payment), through the query
 * cache so a failure is reported with its key.
 */
export class LoadAccountPage {
  constructor(private readonly accounts: AccountHistory, private readonly cache: QueryCache) {}

  async execute(accountId: string): Promise<AccountPageData> {
    const [account, transactions, history] = await Promise.all([
      this.cache.refetch(accountQuery(accountId), () => this.accounts.getAccount(accountId)),
      this.cache.refetch(transactionsQuery(accountId), () => this.accounts.listTransactions(accountId, {})),
      this.cache.refetch(balanceHistoryQuery(accountId), () => this.accounts.balanceHistory(accountId, CHART_DAYS)),
    ]);
    return { account, transactions, history };
  }
}
