import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { kiwiSaverAdapters } from './kiwisaver.adapters';
import { kiwiSaverModule } from './kiwisaver.module';
import KiwiSaverPage from './ui/KiwiSaverPage';

export const chunk: FeatureChunk = { module: kiwiSaverModule, adapters: kiwiSaverAdapters, pages: { KiwiSaverPage } };
