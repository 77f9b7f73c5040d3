import type { ServerArea } from '../platform/area';

/** The customer's home page: accounts, spending, what is waiting. */
export const dashboardArea: ServerArea = {
  name: 'dashboard',
  load: () => import('./area').then((m) => m.parts),
};
