import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { QuickViewAccount } from '../core/domain/QuickViewAccount';
import type { QuickViewService } from '../core/ports/QuickViewService';

export const QUICK_VIEW_QUERY = queryKey<QuickViewAccount[]>('accounts/quickview');
export const QUICK_VIEW_MESSAGES = {
  loadFailed: "We couldn't load your accounts. Please try again.",
  failed: "Sorry, we couldn't change quick view right now. Please try again.",
} as const;

/** Quick view: one switch per account, each change saved at once (a switch takes effect when flipped). */
export class QuickViewStore {
  accounts: QuickViewAccount[] | null = null;
  loadFailed = false;
  saving = false;
  failure: string | null = null;

  constructor(private readonly service: QuickViewService, private readonly cache: QueryCache, private readonly errors: HandleApiError) {
    makeAutoObservable<this, 'service' | 'cache' | 'errors'>(this, { service: false, cache: false, errors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const accounts = await this.cache.refetch(QUICK_VIEW_QUERY, () => this.service.list());
      runInAction(() => { this.accounts = accounts; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  async setShown(id: string, shown: boolean): Promise<void> {
    if (!this.accounts || this.saving) return;
    const next = this.accounts.map((a) => (a.id === id ? { ...a, shown } : a));
    this.saving = true;
    this.failure = null;
    try {
      await this.service.show(next.filter((a) => a.shown).map((a) => a.id));
      runInAction(() => { this.accounts = next; });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'accounts/quickview/save' });
      runInAction(() => { this.failure = QUICK_VIEW_MESSAGES.failed; });
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}
