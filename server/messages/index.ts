import type { ServerArea } from '../platform/area';

/** The bank's secure messages to the customer. */
export const messagesArea: ServerArea = {
  name: 'messages',
  load: () => import('./area').then((m) => m.parts),
};
