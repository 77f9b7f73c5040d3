import type { QueryCache } from '../../../kernel/services/QueryCache';
import { CUSTOMER_ACTIONS_QUERY } from '../core/domain/queries';

/** The Open & Apply page's view model. Holds no state the view renders yet. */
export class OpenApplyStore {
  constructor(private readonly cache: QueryCache) {}

  /** Spec section 2: opening /apply/open-a invalidates the customer-actions list cache. */
  entered(): void {
    this.cache.invalidate(CUSTOMER_ACTIONS_QUERY);
  }
}
