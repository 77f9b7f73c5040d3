import type { AccountDetails } from '../domain/AccountDetails';
import type { BalancePoint, TransactionPage, TransactionSearch } from '../domain/Transaction';

/** One of the logged-in customer's accounts and its history. Every method throws ApiError on failure (404 for an account not theirs). */
export interface AccountHistory {
  /** The account with its current and available balances. */
  getAccount(accountId: string): Promise<AccountDetails>;
  /** A page of its transactions matching the search, newest first; `cursor` from the previous page asks for the next. */
  listTransactions(accountId: string, search: TransactionSearch, cursor?: string): Promise<TransactionPage>;
  /** Its balance at the end of each of the last `days` Auckland days, oldest first, today last. */
  balanceHistory(accountId: string, days: number): Promise<BalancePoint[]>;
}
