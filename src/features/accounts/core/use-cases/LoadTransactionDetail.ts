import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { AccountDetails } from '../domain/AccountDetails';
import { accountQuery, transactionQuery } from '../domain/queries';
import type { TransactionDetail } from '../domain/Transaction';
import type { AccountHistory } from '../ports/AccountHistory';

/**
 * One transaction's details page, with its account (named on the way back): always fresh, as a
 * pending transaction may have posted, each failure reported with its key.
 */
export class LoadTransactionDetail {
  constructor(private readonly accounts: AccountHistory, private readonly cache: QueryCache) {}

  async execute(input: { accountId: string; transactionId: string }): Promise<{ account: AccountDetails; detail: TransactionDetail }> {
    const [account, detail] = await Promise.all([
      this.cache.refetch(accountQuery(input.accountId), () => this.accounts.getAccount(input.accountId)),
      this.cache.refetch(transactionQuery(input.accountId, input.transactionId),
        () => this.accounts.getTransaction(input.accountId, input.transactionId)),
    ]);
    return { account, detail };
  }
}
