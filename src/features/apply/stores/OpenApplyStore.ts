import { makeAutoObservable, runInAction } from 'mobx';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { OPEN_APPLY_MENU_QUERY, type CustomerAction, type OpenApplySection } from '../core/domain/OpenApply';
import { CUSTOMER_ACTIONS_QUERY } from '../core/domain/queries';
import type { OpenApplyCatalogue } from '../core/ports/OpenApplyCatalogue';
import { offeredSections } from '../core/domain/offeredProducts';

/** The customer's flags, and whether the page is inside the native app (some products need a flag of their own there). */
export interface OfferContext {
  features: { ensureLoaded(): Promise<void>; isEnabled(name: string): boolean };
  native: { readonly isWebview: boolean };
}

/** The Open & Apply page's view model: the products open online and the customer's next actions. */
export class OpenApplyStore {
  sections: OpenApplySection[] = [];
  actions: CustomerAction[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(private readonly cache: QueryCache, private readonly catalogue: OpenApplyCatalogue, private readonly offer?: OfferContext) {
    makeAutoObservable<this, 'cache' | 'catalogue' | 'offer'>(this, { cache: false, catalogue: false, offer: false }, { autoBind: true });
  }

  /** Opening /apply/open-a invalidates the customer-actions list cache; then both load. */
  async entered(): Promise<void> {
    this.cache.invalidate(CUSTOMER_ACTIONS_QUERY);
    this.status = 'loading';
    try {
      // The cache reports a failure to monitoring with its key; the page offers a retry.
      const [menu, actions] = await Promise.all([
        this.cache.fetch(OPEN_APPLY_MENU_QUERY, () => this.catalogue.menu()),
        this.cache.fetch(CUSTOMER_ACTIONS_QUERY, () => this.catalogue.customerActions()),
        this.offer?.features.ensureLoaded(),
      ]);
      // No tile whose page the customer's flags turn into "not found" (HomeLoanTopUp off, …).
      const offer = this.offer;
      const sections = offer ? offeredSections(menu, offer.features.isEnabled, offer.native.isWebview) : menu;
      runInAction(() => { Object.assign(this, { sections, actions, status: 'ready' }); });
    } catch {
      runInAction(() => { this.status = 'failed'; });
    }
  }
}
