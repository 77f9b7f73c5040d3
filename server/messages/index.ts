import type { ServerArea } from '../platform/area';

/** Secure messages: the inbox, conversations the customer writes and answers, and their attachments. */
export const messagesArea: ServerArea = {
  name: 'messages',
  load: () => import('./area').then((m) => m.parts),
};
