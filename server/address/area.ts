import type { AreaParts } from '../platform/area';
import { addressRoutes } from './routes';

/** The address area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => addressRoutes(app, { db }),
};
