import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { APPLICATION_ERROR, ApplicationDocumentList, ApplicationDocumentDto, DOCUMENT_LIMITS } from '../../contract/apply';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { stateRefusal } from '../../contract/rules/ApplicationChanges';
import { findApplication } from './queries';
import { acceptUploads, checkUpload } from './uploadCheck';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = (reply: FastifyReply) => reply.status(404).send({ NativeErrorCode: APPLICATION_ERROR.notFound, message: 'Application not found.' });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody, 422: ApiErrorBody };
const ById = Type.Object({ id: Type.String({ maxLength: 64 }) });

interface DocumentRow { id: string; name: string; media_type: string; size_bytes: number }
const toDto = (r: DocumentRow): ApplicationDocumentDto => ({ id: r.id, name: r.name, mediaType: r.media_type, sizeBytes: Number(r.size_bytes) });

/**
 * Documents of the customer's own applications. An upload is the file's bytes as the body
 * (application/octet-stream, at most 10 MB, refused by Fastify above that), its name in the
 * query; it passes the bank's file checks (uploadCheck.ts); an eleventh file is refused.
 */
export function documentRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  void app.register(async (scope) => {
    acceptUploads(scope);
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();
    const preHandler = requireCustomer(db);

    api.get('/api/applications/:id/documents', { preHandler, schema: { params: ById, response: { 200: ApplicationDocumentList, ...errors } } }, async (request, reply) => {
      if (!(await findApplication(db, customerOf(request), request.params.id))) return notFound(reply);
      const { rows } = await db.query<DocumentRow>(
        'SELECT id, name, media_type, size_bytes FROM application_documents WHERE application_id = $1 ORDER BY created_at, id', [request.params.id]);
      return rows.map(toDto);
    });

    api.post('/api/applications/:id/documents', {
      preHandler,
      schema: { params: ById, querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: ApplicationDocumentDto, ...errors } },
    }, async (request, reply) => {
      const verdict = await checkUpload(request.body, request.query.name);
      if (!verdict.ok) return reply.status(verdict.status).send({ NativeErrorCode: 4010, message: verdict.message });
      const { mediaType, sizeBytes } = verdict;
      return db.transaction(async (tx) => {
        const application = await findApplication(tx, customerOf(request), request.params.id, true);
        if (!application) return notFound(reply);
        const refusal = stateRefusal(application.status, 'documents');
        if (refusal) return reply.status(409).send(refusal);
        const { rows } = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM application_documents WHERE application_id = $1', [application.id]);
        if ((rows[0]?.count ?? 0) >= DOCUMENT_LIMITS.maxFiles) {
          return reply.status(409).send({ NativeErrorCode: 4010, message: `You can upload up to ${DOCUMENT_LIMITS.maxFiles} files. Remove one to add another.` });
        }
        const row = { id: randomUUID(), name: request.query.name, media_type: mediaType, size_bytes: sizeBytes };
        await tx.query('INSERT INTO application_documents (id, application_id, name, media_type, size_bytes, content) VALUES ($1, $2, $3, $4, $5, $6)',
          [row.id, application.id, row.name, mediaType, sizeBytes, request.body]);
        return reply.status(200).send(toDto(row));
      });
    });

    api.delete('/api/applications/:id/documents/:documentId', {
      preHandler, schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }), documentId: Type.String({ maxLength: 64 }) }), response: { 204: Type.Null(), ...errors } },
    }, async (request, reply) => {
      const application = await findApplication(db, customerOf(request), request.params.id);
      if (!application || !UUID.test(request.params.documentId)) return notFound(reply);
      const refusal = stateRefusal(application.status, 'documents');
      if (refusal) return reply.status(409).send(refusal);
      await db.query('DELETE FROM application_documents WHERE id = $1 AND application_id = $2', [request.params.documentId, application.id]);
      return reply.status(204).send(null);
    });
  });
}
