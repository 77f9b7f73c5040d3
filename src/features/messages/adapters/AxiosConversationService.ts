import type { AxiosInstance } from 'axios';
import type { MessageAttachment, MessageThread } from '../../../../contract/messages';
import type { Attachment, Conversation, MessageTopic } from '../core/domain/Conversation';
import type { ConversationService } from '../core/ports/ConversationService';

const toConversation = (dto: MessageThread): Conversation => ({
  id: dto.id,
  subject: dto.subject,
  messages: dto.messages.map((m) => ({ id: m.id, from: m.from, body: m.body, sentAt: m.sentAt, attachments: m.attachments.map(toAttachment) })),
});
const toAttachment = (dto: MessageAttachment): Attachment => ({ id: dto.id, name: dto.name, mediaType: dto.mediaType, sizeBytes: dto.sizeBytes });
const path = (id: string) => `/api/messages/${encodeURIComponent(id)}`;

/** ConversationService over /api/messages (GET :id, POST, POST :id/replies, attachments). */
export class AxiosConversationService implements ConversationService {
  constructor(private readonly http: AxiosInstance) {}

  async get(id: string): Promise<Conversation> {
    return toConversation((await this.http.get<MessageThread>(path(id))).data);
  }

  async start(message: { topic: MessageTopic; body: string; attachmentIds: readonly string[] }): Promise<Conversation> {
    return toConversation((await this.http.post<MessageThread>('/api/messages', message)).data);
  }

  async reply(id: string, message: { body: string; attachmentIds: readonly string[] }): Promise<Conversation> {
    return toConversation((await this.http.post<MessageThread>(`${path(id)}/replies`, message)).data);
  }

  async upload(file: { name: string; bytes: Uint8Array }): Promise<Attachment> {
    const { data } = await this.http.post<MessageAttachment>('/api/messages/attachments', file.bytes, {
      params: { name: file.name },
      headers: { 'Content-Type': 'application/octet-stream' },
      // A 10 MB file on a slow connection needs longer than a JSON call.
      timeout: 120_000,
    });
    return toAttachment(data);
  }

  async download(conversationId: string, attachmentId: string): Promise<{ bytes: Uint8Array; mediaType: string }> {
    const response = await this.http.get<ArrayBuffer>(`${path(conversationId)}/attachments/${encodeURIComponent(attachmentId)}`, { responseType: 'arraybuffer' });
    return { bytes: new Uint8Array(response.data), mediaType: String(response.headers['content-type'] ?? 'application/octet-stream') };
  }
}
