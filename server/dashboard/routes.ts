import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { CustomerProfile } from '../../contract/dashboard';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';

/** The logged-in customer's own profile: the name the dashboard greets. */
export function dashboardRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);

  api.get('/api/customer', { preHandler, schema: { response: { 200: CustomerProfile, 401: ApiErrorBody } } }, async (request) => {
    const { rows } = await db.query<{ customer_number: string; first_name: string; last_name: string }>(
      'SELECT customer_number, first_name, last_name FROM customers WHERE customer_number = $1', [customerOf(request)]);
    const row = rows[0];
    if (!row) throw new Error('session of a customer that no longer exists');
    return { customerNumber: row.customer_number, firstName: row.first_name, lastName: row.last_name };
  });
}
