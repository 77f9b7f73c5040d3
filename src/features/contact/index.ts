import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { addressFeature } from '../address';
import { escalationFeature } from '../escalation';

export { CONTACT_TOKENS } from './tokens';

/** The customer's contact details: settings, and the setup pages login sends incomplete customers to. */
export const contactFeature: FeatureManifest = {
  name: 'contact',
  requires: [addressFeature, escalationFeature],
  load: () => import(/* webpackChunkName: "contact" */ './contact.chunk').then((m) => m.chunk),
  routes: [
    { path: '/settings/details', page: 'ContactDetailsPage', title: 'Contact details', requiresLogin: true },
    { path: '/setup/internet-banking/mobile', page: 'SetupMobilePage', title: 'Add your mobile number', requiresLogin: true },
    { path: '/setup/internet-banking/details', page: 'SetupDetailsPage', title: 'Complete your contact details', requiresLogin: true },
  ],
  nav: [{ label: 'Contact details', href: '/settings/details', menu: 'Settings' }],
  handOffPaths: ['/setup/internet-banking/details', '/setup/internet-banking/mobile'],
};
