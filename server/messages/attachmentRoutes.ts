import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { AttachmentParams, MessageAttachment } from '../../contract/messages';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { acceptUploads, checkUpload } from '../apply';
import { UUID } from './threads';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody, 422: ApiErrorBody };
/** Files uploaded but not yet sent that one customer may hold: enough to change their mind, not a file store. */
const MAX_UNSENT = 10;

interface FileRow { name: string; media_type: string; content: Buffer | Uint8Array }

/**
 * A message's attachments. An upload passes the application documents' checks (the apply
 * area's door: type from the bytes, size, active content) and belongs to the customer until a
 * message names it. A download is only of a file in one of the caller's own threads, sent as a
 * download with its checked type, so a stolen session cannot read another customer's files and
 * no file is ever shown as a page of the bank's site.
 */
export function messageAttachmentRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  void app.register(async (scope) => {
    acceptUploads(scope);
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();
    const onRequest = requireCustomer(db);

    api.post('/api/messages/attachments', {
      onRequest, config: ALLOWED_WHILE_LOCKED,
      schema: { querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: MessageAttachment, ...errors } },
    }, async (request, reply) => {
      const verdict = await checkUpload(request.body, request.query.name);
      if (!verdict.ok) return reply.status(verdict.status).send({ message: verdict.message });
      const customer = customerOf(request);
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM message_attachments WHERE customer_number = $1 AND message_id IS NULL', [customer]);
      if ((rows[0]?.count ?? 0) >= MAX_UNSENT) {
        return reply.status(409).send({ message: 'You have too many files waiting to be sent. Send your message, then attach more.' });
      }
      const row = { id: randomUUID(), name: request.query.name, mediaType: verdict.mediaType, sizeBytes: verdict.sizeBytes };
      await db.query('INSERT INTO message_attachments (id, customer_number, name, media_type, size_bytes, content) VALUES ($1, $2, $3, $4, $5, $6)',
        [row.id, customer, row.name, row.mediaType, row.sizeBytes, request.body]);
      return reply.status(200).send(row);
    });

    api.get('/api/messages/:id/attachments/:attachmentId', {
      onRequest,
      schema: {
        params: AttachmentParams, produces: ['application/octet-stream'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file, as a download of its checked type.' }), ...errors },
      },
    }, async (request, reply) => {
      const { id, attachmentId } = request.params;
      if (!UUID.test(attachmentId)) return reply.status(404).send({ message: 'There is no such file.' });
      const customer = customerOf(request);
      const { rows } = await db.query<FileRow>(
        `SELECT a.name, a.media_type, a.content FROM message_attachments a JOIN customer_messages m ON m.id = a.message_id
          WHERE a.id = $1 AND a.customer_number = $2 AND m.customer_number = $2 AND COALESCE(m.thread_id, m.id) = $3`,
        [attachmentId, customer, id]);
      const file = rows[0];
      if (!file) return reply.status(404).send({ message: 'There is no such file.' });
      return reply.type(file.media_type)
        .header('content-disposition', `attachment; filename="attachment"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content));
    });
  });
}
