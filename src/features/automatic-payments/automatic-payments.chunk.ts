import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { automaticPaymentsAdapters } from './automatic-payments.adapters';
import { automaticPaymentsModule } from './automatic-payments.module';
import AutomaticPaymentsPage from './ui/AutomaticPaymentsPage';

export const chunk: FeatureChunk = { module: automaticPaymentsModule, adapters: automaticPaymentsAdapters, pages: { AutomaticPaymentsPage } };
