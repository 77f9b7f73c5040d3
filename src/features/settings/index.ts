import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/** /settings: the index of the settings pages, linking each as the Settings menu does. */
export const settingsFeature: FeatureManifest = {
  name: 'settings',
  load: () => import(/* webpackChunkName: "settings" */ './settings.chunk').then((m) => m.chunk),
  routes: [{ path: '/settings', page: 'SettingsPage', title: 'Settings', requiresLogin: true }],
};
