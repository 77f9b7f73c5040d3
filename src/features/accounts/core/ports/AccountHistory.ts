import type { AccountDetails } from '../domain/AccountDetails';
import type { StatementRange } from '../domain/StatementRange';
import type { BalancePoint, TransactionDetail, TransactionPage, TransactionSearch } from '../domain/Transaction';

/** One of the logged-in customer's accounts and its history. Every method throws ApiError on failure (404 for an account not theirs). */
export interface AccountHistory {
  /** The account with its current and available balances and its product's facts. */
  getAccount(accountId: string): Promise<AccountDetails>;
  /** A page of its transactions matching the search, newest first, posted ones with running balances; `cursor` from the previous page asks for the next. */
  listTransactions(accountId: string, search: TransactionSearch, cursor?: string): Promise<TransactionPage>;
  /** One of its transactions with the other side of it; 404 for a transaction not on this account. */
  getTransaction(accountId: string, transactionId: string): Promise<TransactionDetail>;
  /**
   * Every posted transaction from `from` to `to` (Auckland dates, both included, at most 366
   * days apart), oldest first, with the balances either side: what an export file holds.
   */
  statementRange(accountId: string, range: { from: string; to: string }): Promise<StatementRange>;
  /** Its balance at the end of each of the last `days` Auckland days, oldest first, today last. */
  balanceHistory(accountId: string, days: number): Promise<BalancePoint[]>;
}
