import type { ServerArea } from '../platform/area';

/** Logging in, the tokens and their sessions. */
export const sessionArea: ServerArea = {
  name: 'session',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { findAccess } from './sessions';
export { issueRefreshToken, revokeSession, startSession } from './sessions';
// The refresh cookie's names and the token hash: the hand-off pages read a session from its cookie.
export { HOST_REFRESH_COOKIE, REFRESH_COOKIE } from './tokenReply';
export { hashToken } from './tokens';
