import type { AreaParts } from '../platform/area';
import { remediationRoutes } from './routes';
import { seedRemediation } from './seed';

/** The remediation area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, sms }) => remediationRoutes(app, { db, sms }),
  seed: (tx) => seedRemediation(tx),
};
