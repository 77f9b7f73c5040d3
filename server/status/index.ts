import type { ServerArea } from '../platform/area';

/** Which subsystems are up (the back-soon page). */
export const statusArea: ServerArea = {
  name: 'status',
  load: () => import('./area').then((m) => m.parts),
};

export { applyStartupSystemStatus, readSystemStatus, setSystemStatus } from './systemStatus';
