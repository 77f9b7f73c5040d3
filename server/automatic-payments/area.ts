import type { AreaParts } from '../platform/area';
import { automaticPaymentRoutes } from './routes';
import { seedAutomaticPayments } from './seed';
import { postDueAutomaticPayments } from './postDue';

/** The automatic-payments area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock, sms }) => automaticPaymentRoutes(app, { db, clock, sms }),
  seed: (tx, clock) => seedAutomaticPayments(tx, clock),
  jobs: [{
    name: 'automatic payments',
    async run(db, today) {
      const { posted, failed, refused } = await postDueAutomaticPayments(db, today);
      // A refused run (the gate for money leaving) did not pay either: the tally counts it as failed.
      return { automaticPosted: posted, automaticFailed: failed + refused };
    },
  }],
};
