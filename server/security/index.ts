import type { ServerArea } from '../platform/area';

/** The Security page: factors, devices and sessions, activity. */
export const securityArea: ServerArea = {
  name: 'security',
  load: () => import('./area').then((m) => m.parts),
};
