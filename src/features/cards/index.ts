import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { CARDS_TOKENS } from './tokens';

/** Manage cards: freeze and unfreeze, report lost or stolen (a replacement takes the SMS step-up; at both of the spec's paths). */
export const cardsFeature: FeatureManifest = {
  name: 'cards',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "cards" */ './cards.chunk').then((m) => m.chunk),
  routes: [
    { path: '/manage-cards', page: 'ManageCardsPage', title: 'Manage cards', requiresLogin: true },
    { path: '/settings/manage-cards', page: 'ManageCardsPage', title: 'Manage cards', requiresLogin: true },
  ],
  nav: [{ label: 'Manage Cards', href: '/manage-cards', menu: 'Settings' }],
  handOffPaths: ['/settings/manage-cards'],
};
