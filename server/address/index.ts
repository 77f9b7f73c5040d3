import type { ServerArea } from '../platform/area';

/** Address search and the NZ address book. */
export const addressArea: ServerArea = {
  name: 'address',
  load: () => import('./area').then((m) => m.parts),
};

export { seedAddresses } from './seedAddresses';
