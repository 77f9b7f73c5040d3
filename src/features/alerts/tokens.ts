import { serviceId } from '../../platform/tokens';
import type { AlertsService } from './core/ports/AlertsService';
import type { AlertSettingsStore } from './stores/AlertSettingsStore';

/** The alerts area's service identifiers. */
export const ALERTS_TOKENS = {
  AlertsService: serviceId<AlertsService>('AlertsService'),
  AlertSettingsStore: serviceId<AlertSettingsStore>('AlertSettingsStore'),
} as const;
