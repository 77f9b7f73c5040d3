import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import { contentRoutes } from '../support/routes';
import { insuranceRoutes } from '../insurance/routes';
import { kiwiSaverRoutes } from '../kiwisaver/routes';
import { remediationRoutes } from '../remediation/routes';

/** The product and content areas' routes: content, insurance, KiwiSaver, refund remediation. */
export function productRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  contentRoutes(app);
  insuranceRoutes(app, { db, clock });
  kiwiSaverRoutes(app, { db, clock });
  remediationRoutes(app, { db });
}
