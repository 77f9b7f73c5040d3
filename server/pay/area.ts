import type { AreaParts } from '../platform/area';
import { paymentRoutes } from './routes';
import { receiptRoutes } from './receiptRoutes';
import { postDuePayments } from './scheduledPayments';

/** The pay area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes(app, { db, sms, clock }) {
    paymentRoutes(app, { db, sms, clock });
    receiptRoutes(app, { db });
  },
  jobs: [{
    name: 'scheduled payments',
    async run(db, today) {
      const { posted, failed } = await postDuePayments(db, today);
      return { scheduledPosted: posted, scheduledFailed: failed };
    },
  }],
};
