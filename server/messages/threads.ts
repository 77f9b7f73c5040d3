import type { MessageThread } from '../../contract/messages';
import type { Queryable } from '../platform/db/Database';

/**
 * Reading conversations. A thread is named by its first message's id and is found only among
 * the customer's own messages: another customer's thread is as unknown as a made-up id.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface MessageRow { id: string; sender: 'bank' | 'customer'; subject: string; body: string; received_at: Date | string }
interface AttachmentRow { id: string; message_id: string; name: string; media_type: string; size_bytes: number }

/** Whether `threadId` is the first message of one of the customer's threads. */
export async function ownsThread(db: Queryable, customerNumber: string, threadId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM customer_messages WHERE id = $1 AND customer_number = $2 AND thread_id IS NULL',
    [threadId, customerNumber]);
  return rows.length > 0;
}

/** The whole conversation, oldest first, with each message's attachments; null when it is not the customer's. */
export async function readThread(db: Queryable, customerNumber: string, threadId: string): Promise<MessageThread | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT id, sender, subject, body, received_at FROM customer_messages
      WHERE customer_number = $1 AND COALESCE(thread_id, id) = $2 ORDER BY received_at, position`, [customerNumber, threadId]);
  const first = rows[0];
  if (!first || first.id !== threadId) return null;
  const { rows: files } = await db.query<AttachmentRow>(
    `SELECT a.id, a.message_id, a.name, a.media_type, a.size_bytes FROM message_attachments a
       JOIN customer_messages m ON m.id = a.message_id
      WHERE m.customer_number = $1 AND a.customer_number = $1 AND COALESCE(m.thread_id, m.id) = $2
      ORDER BY a.created_at, a.id`, [customerNumber, threadId]);
  return {
    id: first.id,
    subject: first.subject,
    messages: rows.map((r) => ({
      id: r.id, from: r.sender, body: r.body, sentAt: new Date(r.received_at).toISOString(),
      attachments: files.filter((f) => f.message_id === r.id)
        .map((f) => ({ id: f.id, name: f.name, mediaType: f.media_type, sizeBytes: Number(f.size_bytes) })),
    })),
  };
}
