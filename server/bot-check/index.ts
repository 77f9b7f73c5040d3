import type { ServerArea } from '../platform/area';

/** The bot check that guards unauthenticated journeys. */
export const botCheckArea: ServerArea = {
  name: 'bot-check',
  load: () => import('./area').then((m) => m.parts),
};
