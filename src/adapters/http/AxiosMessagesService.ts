import type { AxiosInstance } from 'axios';
import type { Message } from '../../core/domain/Message';
import type { MessagesService } from '../../core/ports/MessagesService';

/** Wire shape of GET /api/messages (the fixed contract of issue 3; server/contract's MessageList). */
interface MessageListDto {
  messages: Array<{ id: string; subject: string; body: string; receivedAt: string; Status: 'Sent' | 'Read'; NotificationDismissed: boolean }>;
}

/** MessagesService over GET /api/messages and POST /api/messages/:id/read. */
export class AxiosMessagesService implements MessagesService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<Message[]> {
    const { data } = await this.http.get<MessageListDto>('/api/messages');
    return data.messages.map((dto) => ({
      id: dto.id,
      subject: dto.subject,
      body: dto.body,
      receivedAt: dto.receivedAt,
      status: dto.Status,
      notificationDismissed: dto.NotificationDismissed,
    }));
  }

  async markRead(id: string): Promise<void> {
    await this.http.post(`/api/messages/${encodeURIComponent(id)}/read`);
  }
}
