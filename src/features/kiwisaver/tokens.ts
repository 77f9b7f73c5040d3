import { serviceId as token } from '../../platform/tokens';
import type { KiwiSaverService } from './core/ports/KiwiSaverService';
import type { KiwiSaverStore } from './stores/KiwiSaverStore';

export const KIWISAVER_TOKENS = {
  KiwiSaverService: token<KiwiSaverService>('KiwiSaverService'),
  KiwiSaverStore: token<KiwiSaverStore>('KiwiSaverStore'),
};
