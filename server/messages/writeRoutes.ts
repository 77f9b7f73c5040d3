import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { BRAND } from '../../contract/rules/brand';
import { MessageParams, MessageThread, NewMessageRequest, ReplyRequest, messageTextProblem } from '../../contract/messages';
import type { Clock } from '../platform/clock/Clock';
import type { Database, Queryable } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { acknowledgementOf } from './acknowledgement';
import { UUID, ownsThread, readThread } from './threads';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };
/**
 * Messages (new and replies) one customer may send in 24 hours of the sandbox's clock: more than
 * any customer writes, few enough that a stolen session cannot flood the bank's staff.
 */
export const MESSAGES_PER_DAY = 20;
const TOO_MANY = `You've sent ${MESSAGES_PER_DAY} messages in the last 24 hours. If it's urgent, call us on ${BRAND.phone}.`;

async function sentToday(db: Queryable, customerNumber: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM customer_messages
      WHERE customer_number = $1 AND sender = 'customer' AND received_at > sandbox_now() - interval '1 day'`, [customerNumber]);
  return rows[0]?.count ?? 0;
}
const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'There is no such message.' });

class AttachmentNotFound extends Error {}

/**
 * Names the customer's own, not yet sent uploads as attachments of `messageId`. An id that is
 * someone else's, already sent, or made up fails the whole message (nothing is written).
 */
async function attach(tx: Queryable, customerNumber: string, messageId: string, ids: readonly string[]): Promise<void> {
  for (const id of new Set(ids)) {
    if (!UUID.test(id)) throw new AttachmentNotFound();
    const { rows } = await tx.query('UPDATE message_attachments SET message_id = $1 WHERE id = $2 AND customer_number = $3 AND message_id IS NULL RETURNING id',
      [messageId, id, customerNumber]);
    if (rows.length === 0) throw new AttachmentNotFound();
  }
}

const ATTACHMENT_GONE = "We couldn't find the file you attached. Attach it again and send your message.";

/**
 * Writing: a new message (answered at once by the bank's acknowledgement) and a reply in a thread.
 * Both answer 200 with the conversation as it now stands (the API's success is 200 or 204).
 */
export function messageWriteRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.post('/api/messages', { onRequest, config: ALLOWED_WHILE_LOCKED, schema: { body: NewMessageRequest, response: { 200: MessageThread, ...errors } } }, async (request, reply) => {
    const { topic, body, attachmentIds = [] } = request.body;
    const problem = messageTextProblem(body);
    if (problem) return reply.status(400).send({ message: `${problem}.` });
    const customer = customerOf(request);
    if (await sentToday(db, customer) >= MESSAGES_PER_DAY) return reply.status(429).send({ message: TOO_MANY });
    const id = randomUUID();
    try {
      await db.transaction(async (tx) => {
        // The message and its acknowledgement share the sandbox's instant; `position` keeps their order.
        const at = clock.now().toISOString();
        await tx.query(`INSERT INTO customer_messages (id, customer_number, subject, body, received_at, status, sender)
          VALUES ($1, $2, $3, $4, $5, 'Read', 'customer')`, [id, customer, topic, body, at]);
        await attach(tx, customer, id, attachmentIds);
        await tx.query(`INSERT INTO customer_messages (id, customer_number, subject, body, received_at, status, sender, thread_id)
          VALUES ($1, $2, $3, $4, $5, 'Sent', 'bank', $6)`, [randomUUID(), customer, topic, acknowledgementOf(topic), at, id]);
      });
    } catch (error) {
      if (error instanceof AttachmentNotFound) return reply.status(400).send({ message: ATTACHMENT_GONE });
      throw error;
    }
    const thread = await readThread(db, customer, id);
    return thread ? reply.status(200).send(thread) : notFound(reply);
  });

  api.post('/api/messages/:id/replies', {
    onRequest, config: ALLOWED_WHILE_LOCKED, schema: { params: MessageParams, body: ReplyRequest, response: { 200: MessageThread, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const threadId = request.params.id;
    if (!(await ownsThread(db, customer, threadId))) return notFound(reply);
    const { body, attachmentIds = [] } = request.body;
    const problem = messageTextProblem(body);
    if (problem) return reply.status(400).send({ message: `${problem}.` });
    if (await sentToday(db, customer) >= MESSAGES_PER_DAY) return reply.status(429).send({ message: TOO_MANY });
    try {
      await db.transaction(async (tx) => {
        const id = randomUUID();
        const { rows } = await tx.query<{ subject: string }>('SELECT subject FROM customer_messages WHERE id = $1', [threadId]);
        await tx.query(`INSERT INTO customer_messages (id, customer_number, subject, body, received_at, status, sender, thread_id)
          VALUES ($1, $2, $3, $4, $5, 'Read', 'customer', $6)`, [id, customer, rows[0]?.subject ?? '', body, clock.now().toISOString(), threadId]);
        await attach(tx, customer, id, attachmentIds);
      });
    } catch (error) {
      if (error instanceof AttachmentNotFound) return reply.status(400).send({ message: ATTACHMENT_GONE });
      throw error;
    }
    const thread = await readThread(db, customer, threadId);
    return thread ? reply.status(200).send(thread) : notFound(reply);
  });

  api.get('/api/messages/:id', { onRequest, schema: { params: MessageParams, response: { 200: MessageThread, ...errors } } }, async (request, reply) => {
    const thread = await readThread(db, customerOf(request), request.params.id);
    return thread ?? notFound(reply);
  });
}
