import type { ServerArea } from '../platform/area';

/** Which subsystems are up (the back-soon page). */
export const statusArea: ServerArea = {
  name: 'status',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { applyStartupSystemStatus, readSystemStatus, setSystemStatus } from './systemStatus';
