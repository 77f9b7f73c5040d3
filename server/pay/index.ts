import type { ServerArea } from '../platform/area';

/** Paying someone, now or on a date, and the receipts. */
export const payArea: ServerArea = {
  name: 'pay',
  load: () => import('./area').then((m) => m.parts),
};
