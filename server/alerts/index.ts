import type { ServerArea } from '../platform/area';

/** Alerts the customer chose (low balance, large payment) and their delivery. */
export const alertsArea: ServerArea = {
  name: 'alerts',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { alertAfterLogin, alertsAfterDebit, withDebitAlerts } from './delivery';
