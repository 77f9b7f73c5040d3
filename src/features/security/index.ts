import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { SECURITY_TOKENS } from './tokens';

/** /security: change password (safeguarded by an SMS code); /security/scam-protection: Report a scam, Lock my banking, payment limit. */
export const securityFeature: FeatureManifest = {
  name: 'security',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "security" */ './security.chunk').then((m) => m.chunk),
  routes: [
    { path: '/security', page: 'SecurityPage', title: 'Security', requiresLogin: true },
    // Report a scam and Lock my banking: 24/7, from the header's menu on every page (issue 20).
    { path: '/security/scam-protection', page: 'ScamProtectionPage', title: 'Scam protection', requiresLogin: true },
  ],
  nav: [
    { label: 'Security', href: '/security', menu: 'Settings' },
    { label: 'Report a scam or lock my banking', href: '/security/scam-protection', menu: 'Settings' },
  ],
};
