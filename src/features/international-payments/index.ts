import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { INTERNATIONAL_PAYMENTS_TOKENS } from './tokens';

/** The page that sends money to an international payee (its list is the payees area's). */
export const sendOverseasPath = (payeeId: string) => `/online/international-payments/${encodeURIComponent(payeeId)}`;

/** Sending money overseas: a quote with the rate and fee, then the payment after the SMS code. */
export const internationalPaymentsFeature: FeatureManifest = {
  name: 'international-payments',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "international-payments" */ './international-payments.chunk').then((m) => m.chunk),
  routes: [
    { path: '/online/international-payments/:payeeId', page: 'SendOverseasPage', title: 'Send money overseas', requiresLogin: true },
  ],
};
