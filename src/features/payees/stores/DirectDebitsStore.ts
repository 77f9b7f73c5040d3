import { makeAutoObservable, runInAction } from 'mobx';
import type { DirectDebit } from '../core/domain/DirectDebit';
import type { ManageDirectDebits } from '../core/use-cases/ManageDirectDebits';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { LoadState } from './PayeesStore';

/** Direct debit authorities: the list, and cancelling one after the customer confirms. */
export class DirectDebitsStore {
  state: LoadState = 'idle';
  debits: DirectDebit[] = [];
  cancelling: DirectDebit | null = null;
  busy = false;
  notice: string | null = null;
  failure: string | null = null;

  constructor(private readonly manage: ManageDirectDebits, private readonly apiErrors: HandleApiError) {
    makeAutoObservable<this, 'manage' | 'apiErrors'>(this, { manage: false, apiErrors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const debits = await this.manage.execute();
      runInAction(() => { this.debits = debits; this.state = 'loaded'; });
    } catch (error) {
      this.apiErrors.execute(error, { queryKey: 'direct-debits' });
      runInAction(() => { this.state = 'failed'; });
    }
  }

  askToCancel(debit: DirectDebit): void {
    this.cancelling = debit;
    this.failure = null;
  }

  keep(): void {
    this.cancelling = null;
  }

  async confirmCancel(): Promise<void> {
    const debit = this.cancelling;
    if (!debit || this.busy) return;
    this.busy = true;
    try {
      const debits = await this.manage.cancel(debit.id);
      runInAction(() => { this.debits = debits; this.notice = `Your direct debit to ${debit.initiatorName} has been cancelled.`; });
    } catch (error) {
      if (this.apiErrors.execute(error, { queryKey: 'direct-debits/cancel' }) === 'reported') {
        runInAction(() => { this.failure = `Sorry, we could not cancel your direct debit to ${debit.initiatorName}. Please try again later.`; });
      }
    } finally {
      runInAction(() => { this.busy = false; this.cancelling = null; });
    }
  }
}
