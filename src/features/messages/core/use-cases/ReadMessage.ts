import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { isUnread, type InboxMessage } from '../domain/InboxMessage';
import { MESSAGES_KEY } from '../domain/queryKeys';
import type { InboxService } from '../ports/InboxService';

/**
 * Opens a message: an unread one is marked read on the server (the bank's record, not just
 * this tab's), and the unread count is invalidated so the header falls at once. A message
 * already read costs no call.
 */
export class ReadMessage {
  constructor(private readonly inbox: InboxService, private readonly cache: QueryCache) {}

  async execute(message: InboxMessage): Promise<InboxMessage> {
    if (message.status === 'Read') return message;
    await this.inbox.markRead(message.id);
    if (isUnread(message)) this.cache.invalidate(MESSAGES_KEY);
    return { ...message, status: 'Read' };
  }
}
