import { cardsFeature } from '../../../../src/features/cards';
import { CARDS_TOKENS as C } from '../../../../src/features/cards/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import type { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { createTestContainer } from '../../../support/testContainer';
import type { FakeCardService } from '../fakes/FakeCardService';

/** The test container (production wiring, fake adapters) with the cards area loaded. */
export async function cardsKit() {
  const container = createTestContainer();
  await container.get(P.FeatureLoader).load(cardsFeature);
  return {
    container, cards: container.get(C.CardService) as FakeCardService, monitoring: container.get(P.Monitoring) as FakeMonitoring,
    store: container.get(C.CardsStore),
  };
}
