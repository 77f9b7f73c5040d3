import type { ServerArea } from '../platform/area';

/** The double-entry ledger every money movement posts to (a library: no routes of its own). */
export const ledgerArea: ServerArea = {
  name: 'ledger',
  load: () => import('./area').then((m) => m.parts),
};
