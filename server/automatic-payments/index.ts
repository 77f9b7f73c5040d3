import type { ServerArea } from '../platform/area';

/** Automatic payments and their occurrences. */
export const automaticPaymentsArea: ServerArea = {
  name: 'automatic-payments',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { DEMO_AUTOMATIC_PAYMENTS, PERIOD_DAYS } from './demoAutomaticPayments';
