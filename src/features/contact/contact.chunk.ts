import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { contactAdapters } from './contact.adapters';
import { contactModule } from './contact.module';
import ContactDetailsPage from './ui/ContactDetailsPage';
import SetupDetailsPage from './ui/setup/SetupDetailsPage';
import SetupMobilePage from './ui/setup/SetupMobilePage';

export const chunk: FeatureChunk = {
  module: contactModule, adapters: contactAdapters, pages: { ContactDetailsPage, SetupMobilePage, SetupDetailsPage },
};
