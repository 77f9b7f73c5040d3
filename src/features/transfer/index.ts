import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { TRANSFER_TOKENS } from './tokens';

/** Transfers between the customer's own accounts, and topping up a term deposit. */
export const transferFeature: FeatureManifest = {
  name: 'transfer',
  load: () => import(/* webpackChunkName: "transfer" */ './transfer.chunk').then((m) => m.chunk),
  routes: [
    { path: '/online/transfer', page: 'TransferPage', title: 'Transfer', requiresLogin: true, flag: 'ReactPayAndTransfer' },
    { path: '/online/transfer/term-deposit', page: 'TermDepositTopUpPage', title: 'Top up a term deposit', requiresLogin: true, flag: 'ReactPayAndTransfer' },
  ],
  nav: [{ label: 'Transfer', href: '/online/transfer', icon: 'transfer' }],
};
