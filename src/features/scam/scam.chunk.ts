import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { scamAdapters } from './scam.adapters';
import { scamModule } from './scam.module';
import ScamProtectionPage from './ui/ScamProtectionPage';

export const chunk: FeatureChunk = { module: scamModule, adapters: scamAdapters, pages: { ScamProtectionPage } };
