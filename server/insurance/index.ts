import type { ServerArea } from '../platform/area';

/** Insurance quotes and policies. */
export const insuranceArea: ServerArea = {
  name: 'insurance',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { INSURANCE_BUNDLE } from './bundle';
export { dateOfBirthOf } from './queries';
