import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { SECURITY_TOKENS } from './tokens';

/** /security: change password (safeguarded by an SMS code), passkeys, where you're logged in, recent security activity. */
export const securityFeature: FeatureManifest = {
  name: 'security',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "security" */ './security.chunk').then((m) => m.chunk),
  routes: [
    { path: '/security', page: 'SecurityPage', title: 'Security', requiresLogin: true },
  ],
  nav: [
    { label: 'Security', href: '/security', menu: 'Settings' },
  ],
};
