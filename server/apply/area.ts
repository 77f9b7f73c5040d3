import type { AreaParts } from '../platform/area';
import { customerActionRoutes } from './actionRoutes';
import { applicationRoutes } from './routes';
import { newCustomerRoutes } from './newCustomerRoutes';
import { seedCreditScores } from './seed';

/** The apply area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, sms, clock, config }) {
    customerActionRoutes(app, { db });
    applicationRoutes(app, { db, sms, clock });
    newCustomerRoutes(app, { db, bypassAllowed: config.devEndpoints });
  },
  seed: (tx) => seedCreditScores(tx),
};
