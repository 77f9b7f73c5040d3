import type { AreaParts } from '../platform/area';
import { handOffPageRoutes } from './routes';

/** The hand-off area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, config, sms }) {
    handOffPageRoutes(app, { db, sms, session: { absoluteSeconds: config.sessionAbsoluteSeconds, idleSeconds: config.sessionIdleSeconds } });
  },
};
