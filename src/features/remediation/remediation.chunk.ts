import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { remediationAdapters } from './remediation.adapters';
import { remediationModule } from './remediation.module';
import RefundPage from './ui/RefundPage';

export const chunk: FeatureChunk = { module: remediationModule, adapters: remediationAdapters, pages: { RefundPage } };
