import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { TAX_TOKENS } from './tokens';

/** /tax: IRD number, prescribed investor rate, other tax residencies. */
export const taxFeature: FeatureManifest = {
  name: 'tax',
  load: () => import(/* webpackChunkName: "tax" */ './tax.chunk').then((m) => m.chunk),
  routes: [{ path: '/tax', page: 'TaxPage', title: 'Tax details', requiresLogin: true }],
  nav: [{ label: 'Tax details', href: '/tax', menu: 'Settings' }],
};
