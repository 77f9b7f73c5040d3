import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { EFTPOS_TOKENS } from './tokens';

/** Online EFTPOS: the switch and the merchants' payment requests (approve with an SMS code, or decline). */
export const eftposFeature: FeatureManifest = {
  name: 'eftpos',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "eftpos" */ './eftpos.chunk').then((m) => m.chunk),
  routes: [
    { path: '/settings/online-eftpos', page: 'OnlineEftposPage', title: 'Online EFTPOS', requiresLogin: true },
    { path: '/online-eftpos/*?', page: 'OnlineEftposPage', title: 'Online EFTPOS', requiresLogin: true },
  ],
  nav: [{ label: 'Online EFTPOS', href: '/settings/online-eftpos', menu: 'Settings' }],
  handOffPaths: ['/settings/online-eftpos', '/online-eftpos/*'],
};
