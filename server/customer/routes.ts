import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { AccountList, CustomerProfile } from '../../contract/customer';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';

interface AccountRow {
  id: string; product: string; name: string; nickname: string | null; account_number: string;
  balance_cents: number; available_cents: number; credit_limit_cents: number | null;
}

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
      `SELECT id, product, name, nickname, account_number, balance_cents, available_cents, credit_limit_cents
         FROM accounts WHERE customer_number = $1 ORDER BY sort_order`, [customerOf(request)]);
    return rows.map((r) => ({
      id: r.id, product: r.product, name: r.name, nickname: r.nickname, accountNumber: r.account_number,
      balanceCents: Number(r.balance_cents), availableCents: Number(r.available_cents),
      creditLimitCents: r.credit_limit_cents === null ? null : Number(r.credit_limit_cents),
    }));
  });
}
