import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { internationalPaymentsAdapters } from './international-payments.adapters';
import { internationalPaymentsModule } from './international-payments.module';
import SendOverseasPage from './ui/SendOverseasPage';

export const chunk: FeatureChunk = { module: internationalPaymentsModule, adapters: internationalPaymentsAdapters, pages: { SendOverseasPage } };
