import type { ServerArea } from '../platform/area';

/** Refund remediation: what the bank owes back and its offers. */
export const remediationArea: ServerArea = {
  name: 'remediation',
  load: () => import('./area').then((m) => m.parts),
};
