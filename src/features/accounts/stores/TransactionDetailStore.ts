import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { TransactionDetail } from '../core/domain/Transaction';
import type { LoadTransactionDetail } from '../core/use-cases/LoadTransactionDetail';

/** One transaction's details page: the transaction, the other side of it, and the account it belongs to (for the way back). */
export class TransactionDetailStore {
  detail: TransactionDetail | null = null;
  account: AccountDetails | null = null;
  state: 'loading' | 'ready' | 'not-found' | 'failed' = 'loading';

  constructor(private readonly loadDetail: LoadTransactionDetail) {
    makeAutoObservable<this, 'loadDetail'>(this, { loadDetail: false }, { autoBind: true });
  }

  async load(accountId: string, transactionId: string): Promise<void> {
    this.state = 'loading';
    try {
      const { account, detail } = await this.loadDetail.execute({ accountId, transactionId });
      runInAction(() => { this.account = account; this.detail = detail; this.state = 'ready'; });
    } catch (error) {
      runInAction(() => { this.state = error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed'; });
    }
  }
}
