import type { AxiosInstance } from 'axios';
import type { MessageList } from '../../../contract/messages';
import type { Message } from '../core/domain/Message';
import type { MessagesService } from '../core/ports/MessagesService';

/** MessagesService over GET /api/messages and POST /api/messages/:id/read. */
export class AxiosMessagesService implements MessagesService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<Message[]> {
    const { data } = await this.http.get<MessageList>('/api/messages');
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
