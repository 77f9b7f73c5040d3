import type { ServerArea } from '../platform/area';

/** KiwiSaver membership and balances. */
export const kiwisaverArea: ServerArea = {
  name: 'kiwisaver',
  load: () => import('./area').then((m) => m.parts),
};
