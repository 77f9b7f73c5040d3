import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { insuranceAdapters } from './insurance.adapters';
import { insuranceModule } from './insurance.module';
import ClaimPage from './ui/ClaimPage';
import InsurancePage from './ui/InsurancePage';
import PolicyPage from './ui/PolicyPage';

export const chunk: FeatureChunk = { module: insuranceModule, adapters: insuranceAdapters, pages: { InsurancePage, PolicyPage, ClaimPage } };
