import { serviceId } from '../../platform/tokens';
import type { ApplicationService } from './core/ports/ApplicationService';
import type { ApplicationStores } from './stores/ApplicationStores';
import type { OpenApplyStore } from './stores/OpenApplyStore';

/** The apply area's service identifiers. */
export const APPLY_TOKENS = {
  OpenApplyStore: serviceId<OpenApplyStore>('OpenApplyStore'),
  ApplicationService: serviceId<ApplicationService>('ApplicationService'),
  ApplicationStores: serviceId<ApplicationStores>('ApplicationStores'),
} as const;
