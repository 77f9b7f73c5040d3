import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { remediationAdapters } from './remediation.adapters';
import { remediationModule } from './remediation.module';
import RefundPage from './ui/RefundPage';

export const module = remediationModule;
export const adapters = remediationAdapters;
export const pages = { RefundPage } satisfies FeatureChunk['pages'];
