import type { AreaParts } from '../platform/area';
import { alertRoutes } from './routes';

/** The alerts area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => alertRoutes(app, { db }),
};
