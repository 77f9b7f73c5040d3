import { MESSAGE_TOPICS, MESSAGE_WORDS, isMessageTopic, messageTextProblem, type MessageTopic } from '../../../../../contract/rules/MessageRules';
import { DOCUMENT_LIMITS } from '../../../../../contract/apply.codes';

export { MESSAGE_TOPICS, type MessageTopic };

/** A file sent with a message. */
export interface Attachment {
  readonly id: string;
  readonly name: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
}

/** One message of a conversation, from the bank or from the customer; its body is plain text. */
export interface ConversationMessage {
  readonly id: string;
  readonly from: 'bank' | 'customer';
  readonly body: string;
  /** ISO 8601 instant, shown in Pacific/Auckland. */
  readonly sentAt: string;
  readonly attachments: readonly Attachment[];
}

/** A conversation, at /messages/:id: its subject and its messages, newest last. */
export interface Conversation {
  readonly id: string;
  readonly subject: string;
  readonly messages: readonly ConversationMessage[];
}

/** A file the customer chose: its name and bytes (the bank judges its type from the bytes). */
export interface ChosenFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** What the customer writes: a topic (new messages only), the text, perhaps one file. */
export interface Draft {
  readonly topic?: string;
  readonly body: string;
  readonly file?: ChosenFile | null;
}

export type DraftField = 'topic' | 'body' | 'file';
export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * What is wrong with a draft, in the form's order, before anything is sent (the bank checks
 * again). `needsTopic` is true for a new message; a reply keeps its thread's subject.
 */
export function draftErrors(draft: Draft, needsTopic: boolean): DraftErrors {
  const errors: DraftErrors = {};
  if (needsTopic && !isMessageTopic(draft.topic ?? '')) errors.topic = MESSAGE_WORDS.topic;
  const body = messageTextProblem(draft.body);
  if (body) errors.body = body;
  const file = draft.file;
  if (file && file.bytes.length === 0) errors.file = `"${file.name}" is empty. Choose another file`;
  else if (file && file.bytes.length > DOCUMENT_LIMITS.maxBytes) errors.file = `"${file.name}" is larger than 10 MB. Choose a smaller file`;
  return errors;
}

/** The newest message of a conversation from the bank, or null. */
export const lastFromBank = (conversation: Conversation): ConversationMessage | null =>
  [...conversation.messages].reverse().find((m) => m.from === 'bank') ?? null;
