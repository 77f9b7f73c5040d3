import { checkUploadName } from './fileChecks';
import type { Attachment, Conversation, MessageTopic } from '../../../../src/features/messages/core/domain/Conversation';
import type { ConversationService } from '../../../../src/features/messages/core/ports/ConversationService';
import { messageTextProblem } from '../../../../contract/rules/MessageRules';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { FakeInboxService } from './FakeInboxService';

const ACK = 'Kia ora,\n\nThanks for your message. Someone from our team will reply here within 2 working days.';
const notFound = () => new ApiError(404, null, { message: 'There is no such message.' });

/**
 * Conversations in memory, as the sandbox keeps them: a new one is acknowledged by the bank at
 * once and appears in `inbox` (when given) as unread; files are checked by their first bytes
 * as the bank does (fileChecks.ts); only this customer's conversations and files exist.
 */
export class FakeConversationService implements ConversationService {
  loggedIn = true;
  failWith: Error | null = null;
  readonly calls: string[] = [];
  private readonly conversations = new Map<string, Conversation>();
  private readonly files = new Map<string, { attachment: Attachment; bytes: Uint8Array; sent: boolean }>();
  private next = 1;

  constructor(private readonly inbox: FakeInboxService | null = null, private readonly now: () => number = () => Date.UTC(2026, 10, 21, 9)) {}

  async get(id: string): Promise<Conversation> {
    this.guard();
    const conversation = this.conversations.get(id);
    if (!conversation) throw notFound();
    return conversation;
  }

  async start(message: { topic: MessageTopic; body: string; attachmentIds: readonly string[] }): Promise<Conversation> {
    this.guard();
    this.check(message.body);
    const id = `c-${this.next++}`;
    const at = new Date(this.now()).toISOString();
    const conversation: Conversation = {
      id, subject: message.topic,
      messages: [
        { id: `${id}-1`, from: 'customer', body: message.body, sentAt: at, attachments: this.take(message.attachmentIds) },
        { id: `${id}-2`, from: 'bank', body: ACK, sentAt: at, attachments: [] },
      ],
    };
    this.conversations.set(id, conversation);
    this.calls.push(`start ${message.topic}`);
    if (this.inbox) {
      const current = await this.inbox.list();
      this.inbox.reset([{ id, subject: message.topic, body: ACK, receivedAt: at, status: 'Sent', notificationDismissed: false }, ...current]);
    }
    return conversation;
  }

  async reply(id: string, message: { body: string; attachmentIds: readonly string[] }): Promise<Conversation> {
    this.guard();
    const conversation = this.conversations.get(id);
    if (!conversation) throw notFound();
    this.check(message.body);
    const next: Conversation = {
      ...conversation,
      messages: [...conversation.messages, {
        id: `${id}-${conversation.messages.length + 1}`, from: 'customer', body: message.body,
        sentAt: new Date(this.now()).toISOString(), attachments: this.take(message.attachmentIds),
      }],
    };
    this.conversations.set(id, next);
    this.calls.push(`reply ${id}`);
    return next;
  }

  async upload(file: { name: string; bytes: Uint8Array }): Promise<Attachment> {
    this.guard();
    const verdict = checkUploadName(file);
    if (!verdict.ok) throw new ApiError(verdict.status, 4010, { NativeErrorCode: 4010, message: verdict.message });
    const attachment: Attachment = { id: `f-${this.next++}`, name: file.name, mediaType: verdict.mediaType, sizeBytes: file.bytes.length };
    this.files.set(attachment.id, { attachment, bytes: file.bytes, sent: false });
    this.calls.push(`upload ${file.name}`);
    return attachment;
  }

  async download(conversationId: string, attachmentId: string): Promise<{ bytes: Uint8Array; mediaType: string }> {
    this.guard();
    const conversation = this.conversations.get(conversationId);
    const inIt = conversation?.messages.some((m) => m.attachments.some((a) => a.id === attachmentId));
    const file = this.files.get(attachmentId);
    if (!inIt || !file) throw new ApiError(404, null, { message: 'There is no such file.' });
    return { bytes: file.bytes, mediaType: file.attachment.mediaType };
  }

  private take(ids: readonly string[]): Attachment[] {
    return ids.map((id) => {
      const file = this.files.get(id);
      if (!file || file.sent) throw new ApiError(400, null, { message: "We couldn't find the file you attached. Attach it again and send your message." });
      file.sent = true;
      return file.attachment;
    });
  }

  private check(body: string): void {
    const problem = messageTextProblem(body);
    if (problem) throw new ApiError(400, null, { message: `${problem}.` });
  }

  private guard(): void {
    if (this.failWith) throw this.failWith;
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
