import type { ServerArea } from '../platform/area';

/** The customer's contact details and their confirmed changes. */
export const contactArea: ServerArea = {
  name: 'contact',
  load: () => import('./area').then((m) => m.parts),
};
