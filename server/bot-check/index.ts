import type { ServerArea } from '../platform/area';

/** The bot check that guards unauthenticated journeys. */
export const botCheckArea: ServerArea = {
  name: 'bot-check',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { verifyBotProof } from './botCheck';
