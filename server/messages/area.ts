import type { AreaParts } from '../platform/area';
import { messageRoutes } from './routes';
import { seedDemoMessages } from './demoMessages';

/** The messages area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db }) => messageRoutes(app, { db }),
  // After the accounts' product facts: a message quotes the term deposit's maturity date and rate.
  seed: (tx, clock) => seedDemoMessages(tx, clock),
};
