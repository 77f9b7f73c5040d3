import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ReceiptDto, SharedReceiptDto } from '../../contract/pay';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { readReceipt } from './receipts';
import { renderReceiptImage } from './renderReceipt';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });
const NOT_FOUND = { message: 'Receipt not found.' };

/** Receipts of the customer's own payments and transfers, as data and as an image to share. */
export function receiptRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);
  const errors = { 401: ApiErrorBody, 404: ApiErrorBody };

  api.get('/api/receipts/:id', { preHandler, schema: { params: Params, response: { 200: ReceiptDto, ...errors } } },
    async (request, reply) => (await readReceipt(db, customerOf(request), request.params.id)) ?? reply.status(404).send(NOT_FOUND));

  api.get('/api/shareReceipt/:id', { preHandler, schema: { params: Params, response: { 200: SharedReceiptDto, ...errors } } },
    async (request, reply) => {
      const receipt = await readReceipt(db, customerOf(request), request.params.id);
      if (!receipt) return reply.status(404).send(NOT_FOUND);
      return renderReceiptImage(receipt);
    });
}
