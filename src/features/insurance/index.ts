import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/** My insurance (/online/my-insurance/*): policies, a policy's page and the claim form. */
export const insuranceFeature: FeatureManifest = {
  name: 'insurance',
  load: () => import(/* webpackChunkName: "insurance" */ './insurance.chunk').then((m) => m.chunk),
  routes: [
    { path: '/online/my-insurance', page: 'InsurancePage', title: 'My insurance', requiresLogin: true },
    { path: '/online/my-insurance/policies/:id', page: 'PolicyPage', title: 'Your policy', requiresLogin: true },
    { path: '/online/my-insurance/policies/:id/claim', page: 'ClaimPage', title: 'Lodge a claim', requiresLogin: true },
  ],
  nav: [{ label: 'My insurance', href: '/online/my-insurance', icon: 'shield' }],
};
