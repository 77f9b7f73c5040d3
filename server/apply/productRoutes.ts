import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/Database';
import { contentRoutes } from '../support/routes';
import { insuranceRoutes } from '../insurance/routes';
import { kiwiSaverRoutes } from '../kiwisaver/routes';
import { remediationRoutes } from '../remediation/routes';

/** The product and content areas' routes: content, insurance, KiwiSaver, refund remediation. */
export function productRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  contentRoutes(app);
  insuranceRoutes(app, { db });
  kiwiSaverRoutes(app, { db });
  remediationRoutes(app, { db });
}
