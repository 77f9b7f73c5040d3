import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { MessageList, MessageParams } from '../../contract/messages';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { ownsThread } from './threads';

interface MessageRow {
  id: string; subject: string; body: string; received_at: Date | string; status: 'Sent' | 'Read'; notification_dismissed: boolean;
}

/** The customer's inbox: its conversations (newest first), marking one as read, dismissing its notification. */
export function messageRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/messages', { onRequest, schema: { response: { 200: MessageList, 401: ApiErrorBody, 403: ApiErrorBody } } }, async (request) => {
    // One row a conversation: its first message's subject, its newest message's words and time;
    // unread while a message from the bank in it is 'Sent' and its notification not dismissed.
    const { rows } = await db.query<MessageRow>(
      `WITH mine AS (SELECT *, COALESCE(thread_id, id) AS thread FROM customer_messages WHERE customer_number = $1),
       latest AS (SELECT DISTINCT ON (thread) thread, body, received_at FROM mine ORDER BY thread, received_at DESC, position DESC),
       waiting AS (SELECT thread, bool_and(notification_dismissed) AS dismissed FROM mine WHERE sender = 'bank' AND status = 'Sent' GROUP BY thread)
       SELECT s.id, s.subject, l.body, l.received_at,
              CASE WHEN w.thread IS NULL THEN 'Read' ELSE 'Sent' END AS status, COALESCE(w.dismissed, false) AS notification_dismissed
         FROM mine s JOIN latest l ON l.thread = s.id LEFT JOIN waiting w ON w.thread = s.id
        WHERE s.thread_id IS NULL ORDER BY l.received_at DESC, s.id`, [customerOf(request)]);
    return {
      messages: rows.map((r) => ({
        id: r.id, subject: r.subject, body: r.body, receivedAt: new Date(r.received_at).toISOString(),
        Status: r.status, NotificationDismissed: r.notification_dismissed,
      })),
    };
  });

  api.post('/api/messages/:id/read', {
    onRequest, config: ALLOWED_WHILE_LOCKED, schema: { params: MessageParams, response: { 204: Type.Null(), 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    // Scoped to the customer: another customer's thread is as unknown as a made-up one.
    const customer = customerOf(request);
    if (!(await ownsThread(db, customer, request.params.id))) return reply.status(404).send({ message: 'There is no such message.' });
    await db.query("UPDATE customer_messages SET status = 'Read' WHERE customer_number = $1 AND COALESCE(thread_id, id) = $2 AND sender = 'bank'",
      [customer, request.params.id]);
    return reply.status(204).send(null);
  });

  api.post('/api/messages/:id/dismiss', {
    onRequest, config: ALLOWED_WHILE_LOCKED, schema: { params: MessageParams, response: { 204: Type.Null(), 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    // Closing the "new message" notification: the message stays 'Sent' but no longer counts as unread.
    const customer = customerOf(request);
    if (!(await ownsThread(db, customer, request.params.id))) return reply.status(404).send({ message: 'There is no such message.' });
    await db.query("UPDATE customer_messages SET notification_dismissed = true WHERE customer_number = $1 AND COALESCE(thread_id, id) = $2 AND sender = 'bank'",
      [customer, request.params.id]);
    return reply.status(204).send(null);
  });
}
