import type { ServerArea } from '../platform/area';

/** QuickView: balances at a glance without logging in. */
export const quickviewArea: ServerArea = {
  name: 'quickview',
  load: () => import('./area').then((m) => m.parts),
};
