import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { statementsAdapters } from './statements.adapters';
import { statementsModule } from './statements.module';
import StatementsPage from './ui/StatementsPage';

export const chunk: FeatureChunk = { module: statementsModule, adapters: statementsAdapters, pages: { StatementsPage } };
