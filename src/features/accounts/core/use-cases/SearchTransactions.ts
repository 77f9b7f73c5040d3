import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { transactionsQuery } from '../domain/queries';
import type { TransactionPage, TransactionSearch } from '../domain/Transaction';
import type { AccountHistory } from '../ports/AccountHistory';

/**
 * A search of one account's transactions, first page or the next. A range given upside down
 * (minimum above maximum, from after to) is turned the right way round rather than refused:
 * the customer meant the range between the two.
 */
export class SearchTransactions {
  constructor(private readonly accounts: AccountHistory, private readonly cache: QueryCache) {}

  execute(input: { accountId: string; search: TransactionSearch; cursor?: string }): Promise<TransactionPage> {
    const search = { ...input.search };
    if (search.minCents !== undefined && search.maxCents !== undefined && search.minCents > search.maxCents) {
      [search.minCents, search.maxCents] = [search.maxCents, search.minCents];
    }
    if (search.from && search.to && search.from > search.to) [search.from, search.to] = [search.to, search.from];
    if (!search.text?.trim()) delete search.text;
    // One key per search and page, under the account's: a failure is reported with it, and a
    // second search never receives the answer to a first one still in flight.
    const key = queryKey<TransactionPage>(`${transactionsQuery(input.accountId)}/${JSON.stringify({ ...search, cursor: input.cursor })}`);
    return this.cache.refetch(key, () => this.accounts.listTransactions(input.accountId, search, input.cursor));
  }
}
