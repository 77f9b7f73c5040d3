import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { addressAdapters } from './address.adapters';
import { addressModule } from './address.module';

export const chunk: FeatureChunk = { module: addressModule, adapters: addressAdapters, pages: {} };
