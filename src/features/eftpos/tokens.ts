import { serviceId } from '../../platform/tokens';
import type { EftposService } from './core/ports/EftposService';
import type { EftposStore } from './stores/EftposStore';

/** The online EFTPOS area's service identifiers. */
export const EFTPOS_TOKENS = {
  EftposService: serviceId<EftposService>('EftposService'),
  EftposStore: serviceId<EftposStore>('EftposStore'),
} as const;
