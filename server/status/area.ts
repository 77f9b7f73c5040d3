import type { AreaParts } from '../platform/area';
import { maintenanceDevRoutes } from './maintenance';
import { systemStatusRoutes } from './routes';

/** The status area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => systemStatusRoutes(app, { db }),
  devRoutes: (app) => maintenanceDevRoutes(app),
};
