import type { AreaParts } from '../platform/area';
import { internationalPaymentRoutes } from './routes';

/** The international payments area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, sms, clock }) => internationalPaymentRoutes(app, { db, sms, clock }),
};
