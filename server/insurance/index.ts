import type { ServerArea } from '../platform/area';

/** Insurance quotes and policies. */
export const insuranceArea: ServerArea = {
  name: 'insurance',
  load: () => import('./area').then((m) => m.parts),
};
