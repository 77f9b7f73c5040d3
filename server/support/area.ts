import type { AreaParts } from '../platform/area';
import { contentRoutes } from './routes';

/** The support area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app) => contentRoutes(app),
};
