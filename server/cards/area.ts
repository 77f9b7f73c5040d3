import type { AreaParts } from '../platform/area';
import { cardRoutes } from './routes';
import { seedCards } from './seed';

/** The cards area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, sms, clock, config }) => cardRoutes(app, { db, sms, clock, simulator: config.devEndpoints }),
  seed: (tx) => seedCards(tx),
};
