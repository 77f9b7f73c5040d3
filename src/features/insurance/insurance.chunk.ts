import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { insuranceAdapters } from './insurance.adapters';
import { insuranceModule } from './insurance.module';
import ClaimPage from './ui/ClaimPage';
import InsurancePage from './ui/InsurancePage';
import PolicyPage from './ui/PolicyPage';

export const module = insuranceModule;
export const adapters = insuranceAdapters;
export const pages = { InsurancePage, PolicyPage, ClaimPage } satisfies FeatureChunk['pages'];
