import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { InboxMessage } from '../domain/InboxMessage';
import { MESSAGES_KEY } from '../domain/queryKeys';
import type { InboxService } from '../ports/InboxService';

/** Closes a message's "new" notification: it stays unopened but no longer counts as unread. */
export class DismissNotification {
  constructor(private readonly inbox: InboxService, private readonly cache: QueryCache) {}

  async execute(message: InboxMessage): Promise<InboxMessage> {
    if (message.notificationDismissed) return message;
    await this.inbox.dismissNotification(message.id);
    this.cache.invalidate(MESSAGES_KEY);
    return { ...message, notificationDismissed: true };
  }
}
