import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { cardsAdapters } from './cards.adapters';
import { cardsModule } from './cards.module';
import ManageCardsPage from './ui/ManageCardsPage';

export const chunk: FeatureChunk = { module: cardsModule, adapters: cardsAdapters, pages: { ManageCardsPage } };
