import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { lazyWithRetry } from '../../platform/ui/loading/lazyWithRetry';
import { applyAdapters } from './apply.adapters';
import { applyModule } from './apply.module';

// Each page (with its journey's questions and rules) is a chunk of its own under the area's
// stores: a personal loan does not download uploads or the other journeys.
const OpenApplyPage = lazyWithRetry(() => import(/* webpackChunkName: "apply-open" */ './ui/OpenApplyPage').then((m) => ({ default: m.OpenApplyPage })));
const AccountSelectionPage = lazyWithRetry(() => import(/* webpackChunkName: "apply-open" */ './ui/AccountSelectionPage').then((m) => ({ default: m.AccountSelectionPage })));
const UploadPage = lazyWithRetry(() => import(/* webpackChunkName: "apply-upload" */ './ui/UploadPage').then((m) => ({ default: m.UploadPage })));
const PersonalLoanPage = lazyWithRetry(() => import(/* webpackChunkName: "apply-personal-loan" */ './ui/PersonalLoanPage').then((m) => ({ default: m.PersonalLoanPage })));
const CreditCardPage = lazyWithRetry(() => import(/* webpackChunkName: "apply-credit-card" */ './ui/CreditCardPage').then((m) => ({ default: m.CreditCardPage })));
const KiwiSaverPage = lazyWithRetry(() => import(/* webpackChunkName: "apply-kiwisaver" */ './ui/KiwiSaverPage').then((m) => ({ default: m.KiwiSaverPage })));
const cardLimits = () => import(/* webpackChunkName: "apply-card-limit" */ './ui/CardLimitPages');
const CardLimitIncreasePage = lazyWithRetry(() => cardLimits().then((m) => ({ default: m.CardLimitIncreasePage })));
const CardLimitDecreasePage = lazyWithRetry(() => cardLimits().then((m) => ({ default: m.CardLimitDecreasePage })));
const products = () => import(/* webpackChunkName: "apply-products" */ './ui/ProductJourneyPages');
const CardLimitChangePage = lazyWithRetry(() => products().then((m) => ({ default: m.CardLimitChangePage })));
const InsurancePage = lazyWithRetry(() => products().then((m) => ({ default: m.InsurancePage })));
const OverdraftPage = lazyWithRetry(() => products().then((m) => ({ default: m.OverdraftPage })));
const HomeLoanTopUpPage = lazyWithRetry(() => products().then((m) => ({ default: m.HomeLoanTopUpPage })));

export const chunk: FeatureChunk = { module: applyModule, adapters: applyAdapters, pages: {
  OpenApplyPage, PersonalLoanPage, CreditCardPage, AccountSelectionPage, KiwiSaverPage,
  CardLimitIncreasePage, CardLimitDecreasePage, CardLimitChangePage, UploadPage, InsurancePage, OverdraftPage, HomeLoanTopUpPage,
} };
