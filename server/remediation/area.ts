import type { AreaParts } from '../platform/area';
import { remediationRoutes } from './routes';
import { seedRemediation } from './seed';

/** The remediation area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => remediationRoutes(app, { db }),
  seed: (tx) => seedRemediation(tx),
};
