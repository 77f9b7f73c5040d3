import type { ServerArea } from '../platform/area';

/** The customer's tax details (IRD number, residency). */
export const taxArea: ServerArea = {
  name: 'tax',
  load: () => import('./area').then((m) => m.parts),
};
