import type { AreaParts } from '../platform/area';
import { accountRoutes } from './routes';
import { seedLedger } from './seed';
import { seedProductFacts } from './seedProductFacts';

/** The accounts area's working parts (loaded by its manifest in index.ts). */
export const parts: AreaParts = {
  routes: (app, { db, clock }) => accountRoutes(app, { db, clock }),
  async seed(tx, clock) {
    await seedLedger(tx, clock);
    // After the ledger: a card statement's balance is read from the postings.
    await seedProductFacts(tx, clock);
  },
};
