import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { securityAdapters } from './security.adapters';
import { securityModule } from './security.module';
import SecurityPage from './ui/SecurityPage';
import ScamProtectionPage from './ui/ScamProtectionPage';

export const chunk: FeatureChunk = { module: securityModule, adapters: securityAdapters, pages: { SecurityPage, ScamProtectionPage } };
