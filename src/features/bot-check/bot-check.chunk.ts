import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { botCheckAdapters } from './bot-check.adapters';
import { botCheckModule } from './bot-check.module';

export const chunk: FeatureChunk = { module: botCheckModule, adapters: botCheckAdapters, pages: {} };
