import { serviceId } from '../../platform/tokens';
import type { QuickViewService } from './core/ports/QuickViewService';
import type { QuickViewStore } from './stores/QuickViewStore';

/** The quick view area's service identifiers. */
export const QUICK_VIEW_TOKENS = {
  QuickViewService: serviceId<QuickViewService>('QuickViewService'),
  QuickViewStore: serviceId<QuickViewStore>('QuickViewStore'),
} as const;
