import type { AreaParts } from '../platform/area';
import { contactRoutes } from './routes';
import { contactChangeRoutes } from './changeRoutes';

/** The contact area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, sms, config }) {
    contactRoutes(app, { db, sms });
    contactChangeRoutes(app, { db, sms, coolingOffSeconds: config.mobileCoolingOffSeconds });
  },
};
