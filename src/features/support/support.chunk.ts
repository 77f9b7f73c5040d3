import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { supportAdapters } from './support.adapters';
import { supportModule } from './support.module';
import BranchesPage from './ui/BranchesPage';
import ContactUsPage from './ui/ContactUsPage';
import ContentPage from './ui/ContentPage';
import HelpPage from './ui/HelpPage';

export const chunk: FeatureChunk = {
  module: supportModule, adapters: supportAdapters, pages: { ContactUsPage, HelpPage, BranchesPage, ContentPage },
};
