import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { applyAdapters } from './apply.adapters';
import { applyModule } from './apply.module';
import { OpenApplyPage } from './ui/OpenApplyPage';
import { PasswordResetPage } from './ui/PasswordResetPage';
import { PersonalLoanPage } from './ui/PersonalLoanPage';
import { CreditCardPage } from './ui/CreditCardPage';
import { AccountSelectionPage } from './ui/AccountSelectionPage';
import { KiwiSaverPage } from './ui/KiwiSaverPage';
import { UploadPage } from './ui/UploadPage';
import { CardLimitDecreasePage, CardLimitIncreasePage } from './ui/CardLimitPages';
import { CardLimitChangePage, HomeLoanTopUpPage, InsurancePage, OverdraftPage } from './ui/ProductJourneyPages';

export const chunk: FeatureChunk = { module: applyModule, adapters: applyAdapters, pages: {
  OpenApplyPage, PasswordResetPage, PersonalLoanPage, CreditCardPage, AccountSelectionPage, KiwiSaverPage,
  CardLimitIncreasePage, CardLimitDecreasePage, CardLimitChangePage, UploadPage, InsurancePage, OverdraftPage, HomeLoanTopUpPage,
} };
