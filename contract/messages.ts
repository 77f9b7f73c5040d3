import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_LIMITS, MESSAGE_TOPICS } from './rules/MessageRules';

export { MESSAGE_LIMITS, MESSAGE_TOPICS, MESSAGE_WORDS, isMessageTopic, messageTextProblem } from './rules/MessageRules';

/**
 * One conversation of the inbox. Its id is the thread's (the first message's); subject, body and
 * receivedAt are those of its newest message, so the inbox shows what came last. Unread means a
 * message from the bank in it is 'Sent' and its notification not dismissed.
 */
export const CustomerMessage = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** ISO 8601 instant; the client shows it in Pacific/Auckland. */
  receivedAt: Type.String(),
  Status: Type.Union([Type.Literal('Sent'), Type.Literal('Read')]),
  NotificationDismissed: Type.Boolean(),
});
export type CustomerMessage = Static<typeof CustomerMessage>;

/** GET /api/messages, newest first. */
export const MessageList = Type.Object({ messages: Type.Array(CustomerMessage) }, { $id: 'MessageList' });
export type MessageList = Static<typeof MessageList>;

export const MessageParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const MessageTopic = Type.Union(MESSAGE_TOPICS.map((topic) => Type.Literal(topic)));
export type MessageTopic = Static<typeof MessageTopic>;

/** A file sent with a message; its bytes are at GET /api/messages/:id/attachments/:attachmentId. */
export const MessageAttachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mediaType: Type.String(),
  sizeBytes: Type.Integer(),
}, { $id: 'MessageAttachment' });
export type MessageAttachment = Static<typeof MessageAttachment>;

/** One message of a thread: from the bank or from the customer. */
export const ThreadMessage = Type.Object({
  id: Type.String(),
  from: Type.Union([Type.Literal('bank'), Type.Literal('customer')]),
  /** Plain text, never HTML; paragraphs are separated by blank lines. */
  body: Type.String(),
  sentAt: Type.String(),
  attachments: Type.Array(MessageAttachment),
});
export type ThreadMessage = Static<typeof ThreadMessage>;

/** GET /api/messages/:id: a whole conversation, oldest first (newest last, as it is read). */
export const MessageThread = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  messages: Type.Array(ThreadMessage),
}, { $id: 'MessageThread' });
export type MessageThread = Static<typeof MessageThread>;

// The schema bounds UTF-16 units; the rule (messageTextProblem) counts characters as the customer does.
const Text = Type.String({ minLength: 1, maxLength: MESSAGE_LIMITS.maxChars * 2 });
const AttachmentIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: MESSAGE_LIMITS.maxAttachments });

/** POST /api/messages: a new secure message; its subject is the topic chosen. */
export const NewMessageRequest = Type.Object({
  topic: MessageTopic,
  body: Text,
  attachmentIds: Type.Optional(AttachmentIds),
}, { additionalProperties: false });
export type NewMessageRequest = Static<typeof NewMessageRequest>;

/** POST /api/messages/:id/replies: the customer's answer in a thread. */
export const ReplyRequest = Type.Object({
  body: Text,
  attachmentIds: Type.Optional(AttachmentIds),
}, { additionalProperties: false });
export type ReplyRequest = Static<typeof ReplyRequest>;

export const AttachmentParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  attachmentId: Type.String({ minLength: 1, maxLength: 64 }),
});
