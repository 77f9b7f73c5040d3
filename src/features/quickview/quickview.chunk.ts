import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { quickViewAdapters, quickViewModule } from './quickview.module';
import QuickViewPage from './ui/QuickViewPage';

export const chunk: FeatureChunk = { module: quickViewModule, adapters: quickViewAdapters, pages: { QuickViewPage } };
