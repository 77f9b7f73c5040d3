import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ExportDto, ExportQuery, TransactionDetailDto, TransactionPageDto, TransactionParams, TransactionQuery } from '../../contract/accounts';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, dataValidationErrors } from '../platform/http/dataValidation';
import { isIsoDate } from '../../contract/rules/AucklandDate';
import { daysBetween } from './productRules';
import { readOwnAccount } from './queries';
import { BadCursor, searchTransactions } from './transactionSearch';
import { transactionDetail } from './transactionDetail';
import { exportTransactions, MAX_EXPORT_DAYS } from './exportTransactions';
import { AccountParams, ACCOUNT_NOT_FOUND } from './accountParams';

const badRequest = (message: string) => ({ message, NativeErrorCode: DATA_VALIDATION });

/** An account's transactions: a searched page, one transaction's details, and a date range for a CSV or OFX file. */
export function transactionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);
  const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody };

  api.get('/api/accounts/:id/transactions', {
    preHandler, errorHandler: dataValidationErrors,
    schema: { params: AccountParams, querystring: TransactionQuery, response: { 200: TransactionPageDto, ...errors } },
  }, async (request, reply) => {
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    if (!account) return reply.status(404).send(ACCOUNT_NOT_FOUND);
    const { minCents, maxCents, from, to } = request.query;
    if ((minCents && maxCents && Number(minCents) > Number(maxCents)) || (from && to && from > to)) {
      return reply.status(400).send(badRequest('The lower end of a range must not be above its upper end.'));
    }
    try {
      return await searchTransactions(db, account.id, request.query);
    } catch (error) {
      if (error instanceof BadCursor || error instanceof RangeError) return reply.status(400).send(badRequest(error.message));
      throw error;
    }
  });

  api.get('/api/accounts/:id/transactions/:transactionId', {
    preHandler, errorHandler: dataValidationErrors,
    schema: { params: TransactionParams, response: { 200: TransactionDetailDto, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const account = await readOwnAccount(db, customer, request.params.id);
    const detail = account ? await transactionDetail(db, customer, account.id, request.params.transactionId) : null;
    return detail ?? reply.status(404).send({ message: 'Transaction not found.' });
  });

  api.get('/api/accounts/:id/export', {
    preHandler, errorHandler: dataValidationErrors,
    schema: { params: AccountParams, querystring: ExportQuery, response: { 200: ExportDto, ...errors } },
  }, async (request, reply) => {
    const account = await readOwnAccount(db, customerOf(request), request.params.id);
    if (!account) return reply.status(404).send(ACCOUNT_NOT_FOUND);
    const { from, to } = request.query;
    if (!isIsoDate(from) || !isIsoDate(to)) return reply.status(400).send(badRequest('from and to must be real dates.'));
    const days = daysBetween(from, to) + 1;
    if (days < 1) return reply.status(400).send(badRequest('The lower end of a range must not be above its upper end.'));
    if (days > MAX_EXPORT_DAYS) return reply.status(400).send(badRequest(`An export covers at most ${MAX_EXPORT_DAYS} days.`));
    return exportTransactions(db, account.id, request.query);
  });
}
