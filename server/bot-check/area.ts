import type { AreaParts } from '../platform/area';
import { botCheckRoutes } from './routes';

/** The bot-check area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => botCheckRoutes(app, { db }),
};
