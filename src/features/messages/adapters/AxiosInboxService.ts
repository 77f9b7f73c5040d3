import type { AxiosInstance } from 'axios';
import type { MessageList } from '../../../../contract/messages';
import type { InboxMessage } from '../core/domain/InboxMessage';
import type { InboxService } from '../core/ports/InboxService';

/** InboxService over GET /api/messages and POST /api/messages/:id/{read,dismiss}. */
export class AxiosInboxService implements InboxService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<InboxMessage[]> {
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

  async dismissNotification(id: string): Promise<void> {
    await this.http.post(`/api/messages/${encodeURIComponent(id)}/dismiss`);
  }
}
