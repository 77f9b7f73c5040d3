import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { addressFeature } from '../address';
import { botCheckFeature } from '../bot-check';
import { escalationFeature } from '../escalation';

export { APPLY_TOKENS } from './tokens';

/**
 * The apply area under /apply/: Open & Apply and account opening (login
 * required), the application engine's journeys (personal loan and credit card open to anyone,
 * KiwiSaver after login). Password reset is an area of its own (features/password-reset), as on the server.
 */
export const applyFeature: FeatureManifest = {
  name: 'apply',
  requires: [addressFeature, escalationFeature, botCheckFeature],
  load: () => import(/* webpackChunkName: "apply" */ './apply.chunk').then((m) => m.chunk),
  routes: [
    { path: '/apply/open-a', page: 'OpenApplyPage', title: 'Open & Apply', requiresLogin: true },
    { path: '/apply/open-a/account/selection', page: 'AccountSelectionPage', title: 'Open an account', requiresLogin: true },
    { path: '/apply/open-a/kiwisaver/*?', page: 'KiwiSaverPage', title: 'Join KiwiSaver', requiresLogin: true },
    { path: '/apply/open-a/personal-loan/*?', page: 'PersonalLoanPage', title: 'Apply for a personal loan' },
    { path: '/apply/open-a/credit-card/*?', page: 'CreditCardPage', title: 'Apply for a credit card' },
    { path: '/apply/credit-card-limit/increase/*?', page: 'CardLimitIncreasePage', title: 'Increase your credit limit', requiresLogin: true },
    { path: '/apply/credit-card-limit/decrease/*?', page: 'CardLimitDecreasePage', title: 'Decrease your credit limit', requiresLogin: true },
    { path: '/apply/credit-card-limit/change/*?', page: 'CardLimitChangePage', title: 'Change your credit card limit', requiresLogin: true },
    { path: '/apply/open-a/insurance/*?', page: 'InsurancePage', title: 'Apply for insurance', requiresLogin: true },
    { path: '/apply/open-a/home-loan-top-up/*?', page: 'HomeLoanTopUpPage', title: 'Top up your home loan', requiresLogin: true, flag: 'HomeLoanTopUp' },
    // The spec names no route for an overdraft; it sits with the other applications under open-a.
    { path: '/apply/open-a/overdraft/*?', page: 'OverdraftPage', title: 'Apply for an overdraft', requiresLogin: true },
    { path: '/apply/upload', page: 'UploadPage', title: 'Upload documents', requiresLogin: true },
  ],
  nav: [{ label: 'Open & Apply', href: '/apply/open-a', icon: 'apply' }],
  webviewPaths: ['/apply'],
};
