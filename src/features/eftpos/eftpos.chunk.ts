import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { eftposAdapters, eftposModule } from './eftpos.module';
import OnlineEftposPage from './ui/OnlineEftposPage';

export const chunk: FeatureChunk = { module: eftposModule, adapters: eftposAdapters, pages: { OnlineEftposPage } };
