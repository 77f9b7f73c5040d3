import type { ServerArea } from '../platform/area';

/** Logging in, the tokens and their sessions. */
export const sessionArea: ServerArea = {
  name: 'session',
  load: () => import('./area').then((m) => m.parts),
};

export { findAccess } from './sessions';
