import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { eftposAdapters } from './eftpos.adapters';
import { eftposModule } from './eftpos.module';
import OnlineEftposPage from './ui/OnlineEftposPage';

export const chunk: FeatureChunk = { module: eftposModule, adapters: eftposAdapters, pages: { OnlineEftposPage } };
