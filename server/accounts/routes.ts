import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountDto, AccountList, BalanceHistoryDto, BalanceHistoryQuery, TransactionPageDto, TransactionQuery } from '../../contract/accounts';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors } from '../platform/http/dataValidation';
import { listOwnAccounts, readOwnAccount } from './queries';
import { BadCursor, searchTransactions } from './transactionSearch';
import { balanceHistory } from './balanceHistory';
import type { Clock } from '../platform/clock/Clock';

const AccountParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const NOT_FOUND = { message: 'Account not found.' };

/**
 * The logged-in customer's accounts, and one account's details, transactions and balance over
 * time. Others' accounts are 404.
 */
export function accountRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

  api.get('/api/accounts', { preHandler, schema: { response: { 200: AccountList, 401: ApiErrorBody } } },
    async (request) => listOwnAccounts(db, customerOf(request)));

  api.get('/api/accounts/:id', {
    preHandler, schema: { params: AccountParams, response: { 200: AccountDto, ...errors } },
  }, async (request, reply) => {
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    return account ?? reply.status(404).send(NOT_FOUND);
  });

  api.get('/api/accounts/:id/transactions', {
    preHandler, errorHandler: dataValidationErrors,
    schema: { params: AccountParams, querystring: TransactionQuery, response: { 200: TransactionPageDto, ...errors } },
  }, async (request, reply) => {
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    if (!account) return reply.status(404).send(NOT_FOUND);
    const { minCents, maxCents, from, to } = request.query;
    if ((minCents && maxCents && Number(minCents) > Number(maxCents)) || (from && to && from > to)) {
      return reply.status(400).send({ message: 'The lower end of a range must not be above its upper end.', NativeErrorCode: DATA_VALIDATION });
    }
    try {
      return await searchTransactions(db, account.id, request.query);
    } catch (error) {
      if (error instanceof BadCursor || error instanceof RangeError) {
        return reply.status(400).send({ message: error.message, NativeErrorCode: DATA_VALIDATION });
      }
      throw error;
    }
  });

  api.get('/api/accounts/:id/balance-history', {
    preHandler, errorHandler: dataValidationErrors,
    schema: { params: AccountParams, querystring: BalanceHistoryQuery, response: { 200: BalanceHistoryDto, ...errors } },
  }, async (request, reply) => {
    const days = Number(request.query.days ?? 90);
    if (days < 1 || days > 366) return reply.status(400).send({ message: 'days must be 1 to 366.', NativeErrorCode: DATA_VALIDATION });
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    if (!account) return reply.status(404).send(NOT_FOUND);
    return balanceHistory(db, account, days, clock.nowMs());
  });
}
