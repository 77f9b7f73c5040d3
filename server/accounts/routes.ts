import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountDetailDto, AccountList, BalanceHistoryDto, BalanceHistoryQuery } from '../../contract/accounts';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors } from '../platform/http/dataValidation';
import { listOwnAccounts, readOwnAccount } from './queries';
import { balanceHistory } from './balanceHistory';
import { productFacts } from './productFacts';
import { transactionRoutes } from './transactionRoutes';
import { AccountParams, ACCOUNT_NOT_FOUND } from './accountParams';
import type { Clock } from '../platform/clock/Clock';

/**
 * The logged-in customer's accounts, and one account's details and product facts, transactions
 * and balance over time. Others' accounts are 404.
 */
export function accountRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

  api.get('/api/accounts', { preHandler, schema: { response: { 200: AccountList, 401: ApiErrorBody } } },
    async (request) => listOwnAccounts(db, customerOf(request)));

  api.get('/api/accounts/:id', {
    preHandler, schema: { params: AccountParams, response: { 200: AccountDetailDto, ...errors } },
  }, async (request, reply) => {
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    if (!account) return reply.status(404).send(ACCOUNT_NOT_FOUND);
    return { ...account, facts: await productFacts(db, account, clock.today()) };
  });

  transactionRoutes(app, { db });

  api.get('/api/accounts/:id/balance-history', {
    preHandler, errorHandler: dataValidationErrors,
    schema: { params: AccountParams, querystring: BalanceHistoryQuery, response: { 200: BalanceHistoryDto, ...errors } },
  }, async (request, reply) => {
    const days = Number(request.query.days ?? 90);
    if (days < 1 || days > 366) return reply.status(400).send({ message: 'days must be 1 to 366.', NativeErrorCode: DATA_VALIDATION });
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    if (!account) return reply.status(404).send(ACCOUNT_NOT_FOUND);
    return balanceHistory(db, account, days, clock.nowMs());
  });
}
