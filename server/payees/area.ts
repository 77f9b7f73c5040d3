import type { AreaParts } from '../platform/area';
import { payeeRoutes } from './routes';
import { confirmPayeeRoute } from './confirmRoute';
import { internationalPayeeRoutes } from './internationalRoutes';
import { directDebitRoutes } from './directDebitRoutes';
import { seedPayees } from './seed';

/** The payees area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, sms }) {
    const deps = { db, sms };
    confirmPayeeRoute(app, deps);
    payeeRoutes(app, deps);
    internationalPayeeRoutes(app, deps);
    directDebitRoutes(app, deps);
  },
  seed: (tx) => seedPayees(tx),
};
