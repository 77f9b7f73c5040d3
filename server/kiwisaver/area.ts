import type { AreaParts } from '../platform/area';
import { kiwiSaverRoutes } from './routes';
import { seedKiwiSaver } from './seed';

/** The kiwisaver area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock }) => kiwiSaverRoutes(app, { db, clock }),
  seed: (tx) => seedKiwiSaver(tx),
};
