import type { ServerArea } from '../platform/area';

/** EFTPOS payment requests the customer approves or declines. */
export const eftposArea: ServerArea = {
  name: 'eftpos',
  load: () => import('./area').then((m) => m.parts),
};
