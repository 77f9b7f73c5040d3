import type { ServerArea } from '../platform/area';

/** Paying someone, now or on a date, and the receipts. */
export const payArea: ServerArea = {
  name: 'pay',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { destinationOf, makePayment } from './makePayment';
export { readReceipt } from './receipts';
