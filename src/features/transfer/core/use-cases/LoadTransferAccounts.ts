import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { TransferAccount } from '../domain/Transfer';
import type { TransferService } from '../ports/TransferService';

/** Under the dashboard's 'accounts' key, so a payment or transfer anywhere refreshes it. */
export const TRANSFER_ACCOUNTS_QUERY = queryKey<TransferAccount[]>('accounts/transfer');

/** The customer's accounts for the transfer pickers, through the query cache. */
export class LoadTransferAccounts {
  constructor(private readonly transfers: TransferService, private readonly cache: QueryCache) {}

  execute(): Promise<TransferAccount[]> {
    return this.cache.fetch(TRANSFER_ACCOUNTS_QUERY, () => this.transfers.listAccounts());
  }
}
