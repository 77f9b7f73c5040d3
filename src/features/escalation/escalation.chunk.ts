import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { escalationAdapters, escalationModule } from './escalation.module';
import { GlobalChallengeDialog } from './ui/GlobalChallengeDialog';

export const chunk: FeatureChunk = {
  module: escalationModule, adapters: escalationAdapters, pages: {}, widgets: [GlobalChallengeDialog],
};
