import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { passwordResetAdapters } from './password-reset.adapters';
import { passwordResetModule } from './password-reset.module';
import { PasswordResetPage } from './ui/PasswordResetPage';

export const chunk: FeatureChunk = { module: passwordResetModule, adapters: passwordResetAdapters, pages: { PasswordResetPage } };
