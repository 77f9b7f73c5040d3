import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { AccountList, CustomerProfile } from '../../contract/customer';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { ACCOUNT_COLUMNS, toAccountDto, type AccountRow } from '../accounts/queries';


/** The logged-in customer's own profile and accounts. */
export function customerRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);

  api.get('/api/customer', { preHandler, schema: { response: { 200: CustomerProfile, 401: ApiErrorBody } } }, async (request) => {
    const { rows } = await db.query<{ customer_number: string; first_name: string; last_name: string }>(
      'SELECT customer_number, first_name, last_name FROM customers WHERE customer_number = $1', [customerOf(request)]);
    const row = rows[0];
    if (!row) throw new Error('session of a customer that no longer exists');
    return { customerNumber: row.customer_number, firstName: row.first_name, lastName: row.last_name };
  });

  api.get('/api/accounts', { preHandler, schema: { response: { 200: AccountList, 401: ApiErrorBody } } }, async (request) => {
    const { rows } = await db.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE customer_number = $1 ORDER BY sort_order`, [customerOf(request)]);
    // One mapping with the account page: what is locked or owed reports nothing available.
    return rows.map(toAccountDto);
  });
}
