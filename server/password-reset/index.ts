import type { ServerArea } from '../platform/area';

/** Resetting a forgotten password. */
export const passwordResetArea: ServerArea = {
  name: 'password-reset',
  load: () => import('./area').then((m) => m.parts),
};
