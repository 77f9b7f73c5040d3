import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/** Support and legal pages for everyone: contact, help, the branch finder, terms and conditions. */
export const supportFeature: FeatureManifest = {
  name: 'support',
  load: () => import(/* webpackChunkName: "support" */ './support.chunk').then((m) => m.chunk),
  routes: [
    { path: '/contact-us', page: 'ContactUsPage', title: 'Contact us', indexable: true },
    { path: '/help', page: 'HelpPage', title: 'Help', indexable: true },
    { path: '/branches', page: 'BranchesPage', title: 'Branch finder', indexable: true },
    { path: '/terms-and-conditions/:token', page: 'ContentPage', title: 'Terms and conditions', indexable: true },
  ],
  nav: [{ label: 'Contact us', href: '/contact-us', menu: 'Settings' }, { label: 'Help', href: '/help', icon: 'help' }],
};
