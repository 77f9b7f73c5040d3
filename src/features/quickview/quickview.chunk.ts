import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { quickViewAdapters } from './quickview.adapters';
import { quickViewModule } from './quickview.module';
import QuickViewPage from './ui/QuickViewPage';

export const chunk: FeatureChunk = { module: quickViewModule, adapters: quickViewAdapters, pages: { QuickViewPage } };
