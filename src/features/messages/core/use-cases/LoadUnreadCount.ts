import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { isUnread } from '../domain/InboxMessage';
import { UNREAD_QUERY } from '../domain/queryKeys';
import type { InboxService } from '../ports/InboxService';

/** How many conversations the header's indicator counts as new. */
export class LoadUnreadCount {
  constructor(private readonly inbox: InboxService, private readonly cache: QueryCache) {}

  async execute(): Promise<number> {
    // Always the bank's current inbox: the indicator refreshes when asked to, not from a stale copy.
    const all = await this.cache.refetch(UNREAD_QUERY, () => this.inbox.list());
    return all.filter(isUnread).length;
  }
}
