import type { AreaParts } from '../platform/area';
import { eftposRoutes } from './routes';
import { seedEftposRequests } from './seed';

/** The eftpos area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, sms }) => eftposRoutes(app, { db, sms }),
  seed: (tx) => seedEftposRequests(tx),
};
