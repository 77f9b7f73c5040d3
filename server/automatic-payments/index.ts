import type { ServerArea } from '../platform/area';

/** Automatic payments and their occurrences. */
export const automaticPaymentsArea: ServerArea = {
  name: 'automatic-payments',
  load: () => import('./area').then((m) => m.parts),
};
