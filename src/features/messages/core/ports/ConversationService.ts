import type { Attachment, Conversation, MessageTopic } from '../domain/Conversation';

/**
 * Conversations the customer writes and answers. Every method throws ApiError on failure; a
 * conversation or file that is not the customer's fails with status 404, as a made-up id does.
 */
export interface ConversationService {
  /** The whole conversation, newest message last. */
  get(id: string): Promise<Conversation>;
  /** Starts a conversation (the bank acknowledges it at once); answers it as it now stands. */
  start(message: { topic: MessageTopic; body: string; attachmentIds: readonly string[] }): Promise<Conversation>;
  /** Adds the customer's reply to the end of a conversation; answers it as it now stands. */
  reply(id: string, message: { body: string; attachmentIds: readonly string[] }): Promise<Conversation>;
  /** Hands a file to the bank's checks; it can then be attached to one message. */
  upload(file: { name: string; bytes: Uint8Array }): Promise<Attachment>;
  /** A file of one of the customer's conversations: its bytes and type. */
  download(conversationId: string, attachmentId: string): Promise<{ bytes: Uint8Array; mediaType: string }>;
}
