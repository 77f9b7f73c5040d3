import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { ACCOUNTS_TOKENS } from './tokens';

/** Where an account's page lives; the dashboard links each account here. */
export const accountPagePath = (accountId: string) => `/online/accounts/${encodeURIComponent(accountId)}`;

/** One account's page: its transactions (searchable, exportable) and its balance over 90 days. */
export const accountsFeature: FeatureManifest = {
  name: 'accounts',
  load: () => import(/* webpackChunkName: "accounts" */ './accounts.chunk').then((m) => m.chunk),
  routes: [{ path: '/online/accounts/:id', page: 'AccountPage', title: 'Account', requiresLogin: true }],
};
