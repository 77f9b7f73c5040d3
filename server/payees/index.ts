import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/Database';
import type { SmsLog } from '../escalation/sms';
import { payeeRoutes } from './routes';
import { confirmPayeeRoute } from './confirmRoute';
import { internationalPayeeRoutes } from './internationalRoutes';
import { directDebitRoutes } from './directDebitRoutes';

/** Every payee route: domestic, Confirmation of Payee, international and direct debits. */
export function payeeArea(app: FastifyInstance, deps: { db: Database; sms: SmsLog }): void {
  confirmPayeeRoute(app, deps);
  payeeRoutes(app, deps);
  internationalPayeeRoutes(app, deps);
  directDebitRoutes(app, deps);
}
