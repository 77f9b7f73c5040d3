import type { ServerArea } from '../platform/area';

/**
 * The pages the bank's server serves itself (the spec's hand-off paths): loan status, my
 * accounts and digital signature, for a customer logged in by the refresh cookie. HTML, so
 * they are not in /api/openapi.json.
 */
export const handoffArea: ServerArea = {
  name: 'handoff',
  load: () => import('./area').then((m) => m.parts),
};
