import { cardsAdapters } from './cards.adapters';
import { cardsModule } from './cards.module';
import ManageCardsPage from './ui/ManageCardsPage';

/** The cards area (a FeatureChunk), loaded with its first page. */
export { cardsModule as module, cardsAdapters as adapters };
export const pages = { ManageCardsPage };
