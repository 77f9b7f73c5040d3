import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { QUICK_VIEW_TOKENS } from './tokens';

/** /quickview: the balances the mobile app may show before login. */
export const quickViewFeature: FeatureManifest = {
  name: 'quickview',
  load: () => import(/* webpackChunkName: "quickview" */ './quickview.chunk').then((m) => m.chunk),
  routes: [{ path: '/quickview', page: 'QuickViewPage', title: 'Quick view', requiresLogin: true }],
  nav: [{ label: 'Quick view', href: '/quickview', menu: 'Settings' }],
};
