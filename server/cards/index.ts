import type { ServerArea } from '../platform/area';

/** Cards: locks, limits, PINs, replacements (and the simulator in development). */
export const cardsArea: ServerArea = {
  name: 'cards',
  load: () => import('./area').then((m) => m.parts),
};
