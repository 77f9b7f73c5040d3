import type { ServerArea } from '../platform/area';

/** Accounts, their transactions, balances and product facts. */
export const accountsArea: ServerArea = {
  name: 'accounts',
  load: () => import('./area').then((m) => m.parts),
};
