import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { payAdapters } from './pay.adapters';
import { payModule } from './pay.module';
import PayPage from './ui/PayPage';
import ReceiptPage from './ui/ReceiptPage';

export const chunk: FeatureChunk = { module: payModule, adapters: payAdapters, pages: { PayPage, ReceiptPage } };
