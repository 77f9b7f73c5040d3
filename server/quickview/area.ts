import type { AreaParts } from '../platform/area';
import { quickViewRoutes } from './routes';

/** The quickview area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => quickViewRoutes(app, { db }),
};
