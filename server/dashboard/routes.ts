import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DashboardDto } from '../../contract/dashboard';
import { ApiErrorBody } from '../../contract/errors';
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
 * GET /api/dashboard: the home page's one call beside the accounts. "Now" is a parameter
 * (the sandbox clock's reading), so every window (recent, upcoming, this month) moves with it.
 */
export function dashboardRoutes(app: FastifyInstance, { db, now = Date.now }: { db: Database; now?: () => number }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/dashboard', {
    preHandler: requireCustomer(db),
    schema: { response: { 200: DashboardDto, 401: ApiErrorBody } },
  }, async (request) => {
    const customer = customerOf(request);
    const nowMs = now();
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
