import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { accountsAdapters } from './accounts.adapters';
import { accountsModule } from './accounts.module';
import AccountPage from './ui/AccountPage';
import TransactionPage from './ui/TransactionPage';

export const chunk: FeatureChunk = { module: accountsModule, adapters: accountsAdapters, pages: { AccountPage, TransactionPage } };
