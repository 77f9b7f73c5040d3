import type { AreaParts } from '../platform/area';
import { dashboardRoutes } from './routes';

/** The dashboard area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock }) => dashboardRoutes(app, { db, clock }),
};
