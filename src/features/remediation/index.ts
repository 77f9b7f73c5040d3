import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

/** The consumer-credit (CCCFA) refund for the customers written to about it; reached from their letter's link. */
export const remediationFeature: FeatureManifest = {
  name: 'remediation',
  // Paying into another bank's account is approved with the step-up.
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "remediation" */ './remediation.chunk').then((m) => m.chunk),
  routes: [{ path: '/online/refund', page: 'RefundPage', title: 'Your consumer credit refund', requiresLogin: true }],
};
