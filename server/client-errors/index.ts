import type { ServerArea } from '../platform/area';

/** Errors the browser reports through its Monitoring port (spec §8), for the operator to read. */
export const clientErrorsArea: ServerArea = {
  name: 'client-errors',
  load: () => import('./area').then((m) => m.parts),
};
