import { serviceId } from '../../platform/tokens';
import type { OpenApplyStore } from './stores/OpenApplyStore';

/** The apply area's service identifiers. */
export const APPLY_TOKENS = {
  OpenApplyStore: serviceId<OpenApplyStore>('OpenApplyStore'),
} as const;
