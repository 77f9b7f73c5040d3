import type { AreaParts } from '../platform/area';
import { useSessionLifetimes } from './sessions';
import { tokenRoute } from './tokenRoute';

/** The session area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  start({ config }) {
    useSessionLifetimes({ absoluteSeconds: config.sessionAbsoluteSeconds, idleSeconds: config.sessionIdleSeconds });
  },
  routes(app, { db, clock, config }) {
    tokenRoute(app, {
      db, clock, lowprivSeconds: config.lowprivSeconds, lockoutMinutes: config.lockoutMinutes, failedLoginsPerAddress: config.failedLoginsPerAddress,
      rateLimits: config.rateLimits, session: { absoluteSeconds: config.sessionAbsoluteSeconds, idleSeconds: config.sessionIdleSeconds },
    });
  },
};
