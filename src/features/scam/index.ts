import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { SCAM_TOKENS } from './tokens';

/**
 * Scam protection (the server's `scam` area): Report a scam, Lock my banking and the daily
 * limit for payments to others, 24/7 from the Settings menu on every page. The pay form's own
 * scam questions and warnings belong to pay (they are steps of a payment).
 */
export const scamFeature: FeatureManifest = {
  name: 'scam',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "scam" */ './scam.chunk').then((m) => m.chunk),
  routes: [
    { path: '/security/scam-protection', page: 'ScamProtectionPage', title: 'Scam protection', requiresLogin: true },
  ],
  nav: [
    { label: 'Report a scam or lock my banking', href: '/security/scam-protection', menu: 'Settings' },
  ],
};
