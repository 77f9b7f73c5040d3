import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { MessageList, MessageParams } from '../../contract/messages';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';

interface MessageRow {
  id: string; subject: string; body: string; received_at: Date | string; status: 'Sent' | 'Read'; notification_dismissed: boolean;
}

/** The customer's secure messages: the inbox (newest first), marking one as read, dismissing its notification. */
export function messageRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/messages', { onRequest, schema: { response: { 200: MessageList, 401: ApiErrorBody, 403: ApiErrorBody } } }, async (request) => {
    const { rows } = await db.query<MessageRow>(
      `SELECT id, subject, body, received_at, status, notification_dismissed FROM customer_messages
        WHERE customer_number = $1 ORDER BY received_at DESC, id`, [customerOf(request)]);
    return {
      messages: rows.map((r) => ({
        id: r.id, subject: r.subject, body: r.body, receivedAt: new Date(r.received_at).toISOString(),
        Status: r.status, NotificationDismissed: r.notification_dismissed,
      })),
    };
  });

  api.post('/api/messages/:id/read', {
    onRequest, schema: { params: MessageParams, response: { 204: Type.Null(), 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    // Scoped to the customer: another customer's message id is as unknown as a made-up one.
    const { rows } = await db.query("UPDATE customer_messages SET status = 'Read' WHERE id = $1 AND customer_number = $2 RETURNING id",
      [request.params.id, customerOf(request)]);
    if (rows.length === 0) return reply.status(404).send({ message: 'There is no such message.' });
    return reply.status(204).send(null);
  });

  api.post('/api/messages/:id/dismiss', {
    onRequest, schema: { params: MessageParams, response: { 204: Type.Null(), 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    // Closing the "new message" notification: the message stays 'Sent' but no longer counts as unread.
    const { rows } = await db.query('UPDATE customer_messages SET notification_dismissed = true WHERE id = $1 AND customer_number = $2 RETURNING id',
      [request.params.id, customerOf(request)]);
    if (rows.length === 0) return reply.status(404).send({ message: 'There is no such message.' });
    return reply.status(204).send(null);
  });
}
