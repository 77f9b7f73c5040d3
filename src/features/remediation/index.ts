import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/** The consumer-credit (CCCFA) refund for the customers written to about it; reached from their letter's link. */
export const remediationFeature: FeatureManifest = {
  name: 'remediation',
  load: () => import(/* webpackChunkName: "remediation" */ './remediation.chunk').then((m) => m.chunk),
  routes: [{ path: '/online/refund', page: 'RefundPage', title: 'Your consumer credit refund', requiresLogin: true }],
};
