import type { ServerArea } from '../platform/area';

/** Accounts, their transactions, balances and product facts. */
export const accountsArea: ServerArea = {
  name: 'accounts',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { listOwnAccounts, readOwnAccount } from './queries';
