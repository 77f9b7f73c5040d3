import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { PERSONALISE_TOKENS } from './tokens';

/** /personalise: account nicknames and order, used wherever accounts are listed. */
export const personaliseFeature: FeatureManifest = {
  name: 'personalise',
  load: () => import(/* webpackChunkName: "personalise" */ './personalise.chunk').then((m) => m.chunk),
  routes: [{ path: '/personalise', page: 'PersonalisePage', title: 'Personalise', requiresLogin: true }],
  nav: [{ label: 'Personalise', href: '/personalise', menu: 'Settings' }],
};
