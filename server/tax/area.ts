import type { AreaParts } from '../platform/area';
import { taxRoutes } from './routes';
import { seedTaxDetails } from './seed';

/** The tax area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => taxRoutes(app, { db }),
  seed: (tx) => seedTaxDetails(tx),
};
