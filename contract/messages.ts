import { Type, type Static } from '@sinclair/typebox';

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
