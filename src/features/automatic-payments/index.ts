import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { dashboardFeature } from '../dashboard';
import { escalationFeature } from '../escalation';

export { AUTOMATIC_PAYMENTS_TOKENS } from './tokens';

/**
 * Automatic (repeating) payments per account: set up, change, skip the next one, cancel. One to
 * someone else's account takes the SMS step-up (the escalation area's dialog).
 * In the Payees menu after the spec's three entries, where a customer looks for payments they set up.
 */
export const automaticPaymentsFeature: FeatureManifest = {
  name: 'automatic-payments',
  requires: [dashboardFeature, escalationFeature],
  load: () => import(/* webpackChunkName: "automatic-payments" */ './automatic-payments.chunk').then((m) => m.chunk),
  routes: [{ path: '/online/automatic-payments', page: 'AutomaticPaymentsPage', title: 'Automatic payments', requiresLogin: true }],
  nav: [{ label: 'Automatic payments', href: '/online/automatic-payments', menu: 'Payees' }],
};
