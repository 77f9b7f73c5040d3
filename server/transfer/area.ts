import type { AreaParts } from '../platform/area';
import { transferRoutes } from './routes';

/** The transfer area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => transferRoutes(app, { db }),
};
