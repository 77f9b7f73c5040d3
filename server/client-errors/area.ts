import type { AreaParts } from '../platform/area';
import { clientErrorDevRoutes } from './devRoutes';
import { clientErrorRoutes } from './routes';

/** The client-errors area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => clientErrorRoutes(app, { db }),
  devRoutes: (app, { db }) => clientErrorDevRoutes(app, { db }),
};
