import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { DASHBOARD_TOKENS } from './tokens';
export type { Account } from './core/domain/Account';
/** The accounts query: an area that opens or closes an account drops it, so the dashboard shows the change. */
export { ACCOUNTS_QUERY } from './core/domain/queries';

/**
 * The homes: the new one at /online/dashboard behind ReactDashboard, the legacy one at
 * /dashboard/legacy. `/dashboard` (the app's) chooses between them by the flag.
 */
export const dashboardFeature: FeatureManifest = {
  name: 'dashboard',
  load: () => import(/* webpackChunkName: "dashboard" */ './dashboard.chunk').then((m) => m.chunk),
  routes: [
    { path: '/online/dashboard', page: 'DashboardPage', title: 'Home', requiresLogin: true, flag: 'ReactDashboard' },
    { path: '/dashboard/legacy', page: 'LegacyDashboardPage', title: 'Home', requiresLogin: true },
  ],
  nav: [{ label: 'Home', href: '/dashboard', icon: 'home', currentOn: ['/online/dashboard', '/dashboard/legacy'] }],
  webviewPaths: ['/online'],
};
