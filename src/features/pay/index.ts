import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { escalationFeature } from '../escalation';
import { payeesFeature } from '../payees';

export { PAY_TOKENS } from './tokens';

/** Where a payment's or transfer's receipt lives (the transfer area links here too). */
export { receiptPath } from '../../kernel/domain/moneyPaths';

/** Paying someone from the customer's accounts, now or on a later date, and the receipts. */
export const payFeature: FeatureManifest = {
  name: 'pay',
  // Payees lends Confirmation of Payee (its service, check and panel) to a one-off payment.
  requires: [escalationFeature, payeesFeature],
  load: () => import(/* webpackChunkName: "pay" */ './pay.chunk').then((m) => m.chunk),
  routes: [
    { path: '/online/pay', page: 'PayPage', title: 'Pay', requiresLogin: true, flag: 'ReactPayAndTransfer' },
    { path: '/online/receipts/:id', page: 'ReceiptPage', title: 'Receipt', requiresLogin: true },
  ],
  nav: [{ label: 'Pay', href: '/online/pay', icon: 'pay' }],
};
