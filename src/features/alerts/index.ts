import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { ALERTS_TOKENS } from './tokens';

/** Settings › Alerts (/alerts): low balance, large payment and new login alerts, by email or SMS. */
export const alertsFeature: FeatureManifest = {
  name: 'alerts',
  load: () => import(/* webpackChunkName: "alerts" */ './alerts.chunk').then((m) => m.chunk),
  routes: [{ path: '/alerts', page: 'AlertsPage', title: 'Alerts', requiresLogin: true }],
  nav: [{ label: 'Alerts', href: '/alerts', menu: 'Settings' }],
};
