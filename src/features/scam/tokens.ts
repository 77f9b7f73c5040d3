import { serviceId } from '../../platform/tokens';
import type { ScamProtectionService } from './core/ports/ScamProtectionService';
import type { ScamProtectionStore } from './stores/ScamProtectionStore';

/** The scam protection area's service identifiers. */
export const SCAM_TOKENS = {
  ScamProtectionService: serviceId<ScamProtectionService>('ScamProtectionService'),
  ScamProtectionStore: serviceId<ScamProtectionStore>('ScamProtectionStore'),
} as const;
