import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { taxAdapters } from './tax.adapters';
import { taxModule } from './tax.module';
import TaxPage from './ui/TaxPage';

export const chunk: FeatureChunk = { module: taxModule, adapters: taxAdapters, pages: { TaxPage } };
