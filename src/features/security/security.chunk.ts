import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { securityAdapters } from './security.adapters';
import { securityModule } from './security.module';
import SecurityPage from './ui/SecurityPage';

export const chunk: FeatureChunk = { module: securityModule, adapters: securityAdapters, pages: { SecurityPage } };
