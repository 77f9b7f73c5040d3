import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { transferAdapters } from './transfer.adapters';
import { transferModule } from './transfer.module';
import { TermDepositTopUpPage, TransferPage } from './ui/TransferPage';

export const chunk: FeatureChunk = { module: transferModule, adapters: transferAdapters, pages: { TransferPage, TermDepositTopUpPage } };
