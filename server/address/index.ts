import type { ServerArea } from '../platform/area';

/** Address search and the NZ address book. */
export const addressArea: ServerArea = {
  name: 'address',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { seedAddresses } from './seedAddresses';
export { int, mulberry32, pick } from './random';
export type { Rng } from './random';
