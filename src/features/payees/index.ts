import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';

export { PAYEES_TOKENS } from './tokens';

/**
 * Payees: domestic payees (with Confirmation of Payee and the SMS-code safeguard),
 * international payees and direct debit authorities. All render here; `/payees` and
 * `/international-payees` are on the hand-off list, so on a secure connection they
 * arrive by a full page load, and the server answers with this app, which renders them.
 */
export const payeesFeature: FeatureManifest = {
  name: 'payees',
  requires: [escalationFeature],
  load: () => import(/* webpackChunkName: "payees" */ './payees.chunk').then((m) => m.chunk),
  routes: [
    { path: '/payees', page: 'PayeesPage', title: 'Payees', requiresLogin: true },
    { path: '/online/payees', page: 'PayeesPage', title: 'Payees', requiresLogin: true },
    { path: '/online/payees/new', page: 'PayeeFormPage', title: 'Add a payee', requiresLogin: true },
    { path: '/online/payees/:id/edit', page: 'PayeeFormPage', title: 'Edit payee', requiresLogin: true },
    { path: '/international-payees', page: 'InternationalPayeesPage', title: 'International payees', requiresLogin: true },
    { path: '/direct-debits', page: 'DirectDebitsPage', title: 'Direct debits', requiresLogin: true },
  ],
  nav: [
    { label: 'My payees', href: '/payees', menu: 'Payees' },
    { label: 'International', href: '/international-payees', menu: 'Payees' },
    { label: 'Direct debits', href: '/direct-debits', menu: 'Payees' },
  ],
  webviewPaths: ['/payees', '/international-payees', '/direct-debits'],
  handOffPaths: ['/payees', '/international-payees'],
};
