import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/** Home loan calculators: anyone may use them, no login. */
export const calculatorsFeature: FeatureManifest = {
  name: 'calculators',
  load: () => import(/* webpackChunkName: "calculators" */ './calculators.chunk').then((m) => m.chunk),
  routes: [
    { path: '/borrowing/home-loans/repayment-calculator', page: 'RepaymentCalculatorPage', title: 'Home loan repayment calculator', indexable: true },
    { path: '/borrowing/home-loans/borrowing-calculator', page: 'BorrowingCalculatorPage', title: 'How much could I borrow?', indexable: true },
  ],
};

export { CALCULATOR_TOKENS } from './tokens';

// The calculators' pure core, for areas that show the same figures (apply's repayment and
// serviceability checks): one copy of the maths.
export { repaymentCents } from './core/domain/repayment';
export { borrowingPowerCents } from './core/domain/borrowing';
