import type { ServerArea } from '../platform/area';

/** Moving money between the customer's own accounts. */
export const transferArea: ServerArea = {
  name: 'transfer',
  load: () => import('./area').then((m) => m.parts),
};
