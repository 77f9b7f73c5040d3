import type { ServerArea } from '../platform/area';

/** Statements and transaction exports. */
export const statementsArea: ServerArea = {
  name: 'statements',
  load: () => import('./area').then((m) => m.parts),
};
