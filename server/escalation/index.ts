import type { ServerArea } from '../platform/area';

/** Step-up: one-time codes that approve one operation. */
export const escalationArea: ServerArea = {
  name: 'escalation',
  load: () => import('./area').then((m) => m.parts),
};

export { openEscalatedOperation } from './oneTimeCodes';
export { loggedCodes } from './codeLog';
