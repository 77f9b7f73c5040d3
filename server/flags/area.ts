import type { AreaParts } from '../platform/area';
import { featureRoutes } from './routes';

/** The flags area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => featureRoutes(app, { db }),
};
