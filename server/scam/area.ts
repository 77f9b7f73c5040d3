import type { AreaParts } from '../platform/area';
import { scamRoutes } from './routes';
import { scamDevRoutes } from './devRoutes';

/** The scam area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, sms, clock }) => scamRoutes(app, { db, sms, clock }),
  devRoutes: (app, { db, clock }) => scamDevRoutes(app, { db, clock }),
};
