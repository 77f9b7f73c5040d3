import type { ServerArea } from '../platform/area';

/** Payees: domestic, Confirmation of Payee, international and direct debits. */
export const payeesArea: ServerArea = {
  name: 'payees',
  load: () => import('./area').then((m) => m.parts),
};
