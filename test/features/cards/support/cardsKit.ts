import { Container } from 'inversify';
import { cardsModule } from '../../../../src/features/cards/cards.module';
import { CARDS_TOKENS } from '../../../../src/features/cards/tokens';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../../../src/kernel/services/QueryCache';
import { TOKENS } from '../../../../src/platform/tokens';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { FakeCardService } from '../fakes/FakeCardService';

/** The cards area's real module with the fake CardService. */
export function cardsKit(cards = new FakeCardService()) {
  const monitoring = new FakeMonitoring();
  const errors = new HandleApiError(monitoring);
  const container = new Container();
  container.bind(TOKENS.QueryCache).toConstantValue(new QueryCache(new FakeClock(), errors));
  container.bind(TOKENS.HandleApiError).toConstantValue(errors);
  container.bind(CARDS_TOKENS.CardService).toConstantValue(cards);
  container.load(cardsModule);
  return { container, cards, monitoring, store: container.get(CARDS_TOKENS.CardsStore) };
}
