import { makeAutoObservable, runInAction } from 'mobx';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { OPEN_APPLY_MENU_QUERY, type CustomerAction, type OpenApplySection } from '../core/domain/OpenApply';
import { CUSTOMER_ACTIONS_QUERY } from '../core/domain/queries';
import type { OpenApplyCatalogue } from '../core/ports/OpenApplyCatalogue';

/** The Open & Apply page's view model: the products open online and the customer's next actions. */
export class OpenApplyStore {
  sections: OpenApplySection[] = [];
  actions: CustomerAction[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(private readonly cache: QueryCache, private readonly catalogue: OpenApplyCatalogue) {
    makeAutoObservable<this, 'cache' | 'catalogue'>(this, { cache: false, catalogue: false }, { autoBind: true });
  }

  /** Spec section 2: opening /apply/open-a invalidates the customer-actions list cache; then both load. */
  async entered(): Promise<void> {
    this.cache.invalidate(CUSTOMER_ACTIONS_QUERY);
    this.status = 'loading';
    try {
      // The cache reports a failure to monitoring with its key; the page offers a retry.
      const [sections, actions] = await Promise.all([
        this.cache.fetch(OPEN_APPLY_MENU_QUERY, () => this.catalogue.menu()),
        this.cache.fetch(CUSTOMER_ACTIONS_QUERY, () => this.catalogue.customerActions()),
      ]);
      runInAction(() => { Object.assign(this, { sections, actions, status: 'ready' }); });
    } catch {
      runInAction(() => { this.status = 'failed'; });
    }
  }
}
