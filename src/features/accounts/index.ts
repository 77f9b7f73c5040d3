import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { ACCOUNTS_TOKENS } from './tokens';

/** Where an account's page lives; the dashboard links each account here. */
export const accountPagePath = (accountId: string) => `/online/accounts/${encodeURIComponent(accountId)}`;

/** One account's page (its transactions, searchable and exportable by date range, its product's facts, its balance over 90 days) and a page per transaction. */
export const accountsFeature: FeatureManifest = {
  name: 'accounts',
  load: () => import(/* webpackChunkName: "accounts" */ './accounts.chunk').then((m) => m.chunk),
  routes: [
    { path: '/online/accounts/:id', page: 'AccountPage', title: 'Account', requiresLogin: true },
    { path: '/online/accounts/:id/transactions/:transactionId', page: 'TransactionPage', title: 'Transaction', requiresLogin: true },
  ],
};
