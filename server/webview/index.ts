import type { ServerArea } from '../platform/area';

/** The native app's web view: its host simulator (development only). */
export const webviewArea: ServerArea = {
  name: 'webview',
  load: () => import('./area').then((m) => m.parts),
};
