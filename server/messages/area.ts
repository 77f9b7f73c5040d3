import type { AreaParts } from '../platform/area';
import { messageAttachmentRoutes } from './attachmentRoutes';
import { messageRoutes } from './routes';
import { messageWriteRoutes } from './writeRoutes';
import { seedDemoMessages } from './demoMessages';

/** The messages area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock }) => {
    messageRoutes(app, { db });
    messageWriteRoutes(app, { db, clock });
    messageAttachmentRoutes(app, { db });
  },
  // After the accounts' product facts: a message quotes the term deposit's maturity date and rate.
  seed: (tx, clock) => seedDemoMessages(tx, clock),
};
