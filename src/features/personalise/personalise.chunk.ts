import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { personaliseAdapters } from './personalise.adapters';
import { personaliseModule } from './personalise.module';
import PersonalisePage from './ui/PersonalisePage';

export const chunk: FeatureChunk = { module: personaliseModule, adapters: personaliseAdapters, pages: { PersonalisePage } };
