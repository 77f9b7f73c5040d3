import type { ServerArea } from '../platform/area';

/** Scam protection: the payment gate, held payments, reports and the banking lock. */
export const scamArea: ServerArea = {
  name: 'scam',
  load: () => import('./area').then((m) => m.parts),
};
