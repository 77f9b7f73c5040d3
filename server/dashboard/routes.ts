import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { CustomerProfile, DashboardDto } from '../../contract/dashboard';
import type { Clock } from '../platform/clock/Clock';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { insuranceSummary } from './insuranceSummary';
import { recentActivity } from './recentActivity';
import { monthSpending } from './spending';
import { upcomingPayments } from './upcomingPayments';
import { waitingItems } from './waitingItems';

/** How much the home page shows: the latest movements, and payments due this many days ahead. */
export const DASHBOARD_POLICY = { recentItems: 6, upcomingDays: 14 } as const;

/**
 * The home page's calls: the logged-in customer's profile (the name it greets), and
 * GET /api/dashboard, its one call beside the accounts. Every window (recent, upcoming, this
 * month) moves with the sandbox clock.
 */
export function dashboardRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);

  api.get('/api/customer', { preHandler, schema: { response: { 200: CustomerProfile, 401: ApiErrorBody } } }, async (request) => {
    const { rows } = await db.query<{ customer_number: string; first_name: string; last_name: string }>(
      'SELECT customer_number, first_name, last_name FROM customers WHERE customer_number = $1', [customerOf(request)]);
    const row = rows[0];
    if (!row) throw new Error('session of a customer that no longer exists');
    return { customerNumber: row.customer_number, firstName: row.first_name, lastName: row.last_name };
  });

  api.get('/api/dashboard', { preHandler, schema: { response: { 200: DashboardDto, 401: ApiErrorBody } } }, async (request) => {
    const customer = customerOf(request);
    const nowMs = clock.nowMs();
    // One after another: PGlite runs one query at a time anyway, and PostgreSQL answers each in a few ms.
    return {
      recentActivity: await recentActivity(db, customer, nowMs, DASHBOARD_POLICY.recentItems),
      upcoming: await upcomingPayments(db, customer, nowMs, DASHBOARD_POLICY.upcomingDays),
      waiting: await waitingItems(db, customer, nowMs),
      spending: await monthSpending(db, customer, nowMs),
      insurance: await insuranceSummary(db, customer),
    };
  });
}
