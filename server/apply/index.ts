import type { ServerArea } from '../platform/area';

/** Applying for products, as a customer or a new one, and the actions the bank asks of a customer. */
export const applyArea: ServerArea = {
  name: 'apply',
  load: () => import('./area').then((m) => m.parts),
};
