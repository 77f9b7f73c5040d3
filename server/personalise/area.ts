import type { AreaParts } from '../platform/area';
import { personaliseRoutes } from './routes';

/** The personalise area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => personaliseRoutes(app, { db }),
};
