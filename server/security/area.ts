import type { AreaParts } from '../platform/area';
import { securityRoutes } from './routes';
import { sessionRoutes } from './sessionRoutes';
import { activityRoutes } from './activityRoutes';

/** The security area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, sms }) {
    securityRoutes(app, { db, sms });
    sessionRoutes(app, { db });
    activityRoutes(app, { db });
  },
};
