import { queryKey } from '../../../kernel/domain/QueryKey';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { isUnread, type Message } from '../domain/Message';
import type { MessagesService } from '../ports/MessagesService';

/** The inbox in the query cache; the messages area invalidates 'messages' when one is read. */
export const MESSAGES_QUERY = queryKey<Message[]>('messages/list');

/** How many messages the messages indicator counts as new. */
export class LoadUnreadCount {
  constructor(private readonly messages: MessagesService, private readonly cache: QueryCache) {}

  async execute(): Promise<number> {
    // Always the bank's current inbox: the indicator refreshes when asked to, not from a stale copy.
    const all = await this.cache.refetch(MESSAGES_QUERY, () => this.messages.list());
    return all.filter(isUnread).length;
  }
}
