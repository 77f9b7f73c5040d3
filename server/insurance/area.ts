import type { AreaParts } from '../platform/area';
import { insuranceRoutes } from './routes';
import { seedInsurance } from './seed';

/** The insurance area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock }) => insuranceRoutes(app, { db, clock }),
  seed: (tx) => seedInsurance(tx),
};
