import { serviceId } from '../../platform/tokens';
import type { CardService } from './core/ports/CardService';
import type { CardsStore } from './stores/CardsStore';

/** The cards area's service identifiers. */
export const CARDS_TOKENS = {
  CardService: serviceId<CardService>('CardService'),
  CardsStore: serviceId<CardsStore>('CardsStore'),
} as const;
