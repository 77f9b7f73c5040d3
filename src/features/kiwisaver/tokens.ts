import { serviceId as token } from '../../platform/tokens';
import type { KiwiSaverService } from './core/ports/KiwiSaverService';
import type { KiwiSaverStore } from './stores/KiwiSaverStore';
import type { KiwiSaverChangesStore } from './stores/KiwiSaverChangesStore';

export const KIWISAVER_TOKENS = {
  KiwiSaverService: token<KiwiSaverService>('KiwiSaverService'),
  KiwiSaverStore: token<KiwiSaverStore>('KiwiSaverStore'),
  KiwiSaverChangesStore: token<KiwiSaverChangesStore>('KiwiSaverChangesStore'),
};
