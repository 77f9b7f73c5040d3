import { serviceId } from '../../platform/tokens';
import type { PersonaliseService } from './core/ports/PersonaliseService';
import type { PersonaliseStore } from './stores/PersonaliseStore';

/** The personalise area's service identifiers. */
export const PERSONALISE_TOKENS = {
  PersonaliseService: serviceId<PersonaliseService>('PersonaliseService'),
  PersonaliseStore: serviceId<PersonaliseStore>('PersonaliseStore'),
} as const;
