import type { ServerArea } from '../platform/area';

/** Account nicknames, order and the home page layout. */
export const personaliseArea: ServerArea = {
  name: 'personalise',
  load: () => import('./area').then((m) => m.parts),
};
