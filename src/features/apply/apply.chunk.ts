import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { applyAdapters, applyModule } from './apply.module';
import { OpenApplyPage } from './ui/OpenApplyPage';
import { PasswordResetPage } from './ui/PasswordResetPage';

export const chunk: FeatureChunk = { module: applyModule, adapters: applyAdapters, pages: { OpenApplyPage, PasswordResetPage } };
