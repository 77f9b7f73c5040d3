import type { ServiceIdentifier } from 'inversify';
import type { CardService } from './core/ports/CardService';
import type { CardsStore } from './stores/CardsStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/** The cards area's service identifiers. */
export const CARDS_TOKENS = {
  CardService: token<CardService>('CardService'),
  CardsStore: token<CardsStore>('CardsStore'),
} as const;
