import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { payeesAdapters } from './payees.adapters';
import { payeesModule } from './payees.module';
import PayeesPage from './ui/PayeesPage';
import PayeeFormPage from './ui/PayeeFormPage';
import InternationalPayeesPage from './ui/InternationalPayeesPage';
import DirectDebitsPage from './ui/DirectDebitsPage';

export const chunk: FeatureChunk = {
  module: payeesModule, adapters: payeesAdapters, pages: { PayeesPage, PayeeFormPage, InternationalPayeesPage, DirectDebitsPage },
};
