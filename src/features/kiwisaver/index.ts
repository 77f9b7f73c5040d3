import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/** The KiwiSaver landing page (logged in). */
export const kiwisaverFeature: FeatureManifest = {
  name: 'kiwisaver',
  load: () => import(/* webpackChunkName: "kiwisaver" */ './kiwisaver.chunk').then((m) => m.chunk),
  routes: [{ path: '/online/kiwisaver', page: 'KiwiSaverPage', title: 'KiwiSaver', requiresLogin: true }],
  nav: [{ label: 'KiwiSaver', href: '/online/kiwisaver', icon: 'sprout' }],
};
