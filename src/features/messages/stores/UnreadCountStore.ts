import { makeAutoObservable, runInAction } from 'mobx';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { unreadLabel } from '../core/domain/InboxMessage';
import { UNREAD_QUERY } from '../core/domain/queryKeys';
import type { LoadUnreadCount } from '../core/use-cases/LoadUnreadCount';

/**
 * The header's messages indicator: the unread count once known. It is this area's door to the
 * app's shell (exported by index.ts, bound with the app). A failed count shows nothing rather
 * than a wrong number: the indicator is a convenience, not the inbox.
 */
export class UnreadCountStore {
  unread: number | null = null;
  private request = 0;

  constructor(private readonly loadUnreadCount: LoadUnreadCount, cache: QueryCache) {
    makeAutoObservable<this, 'loadUnreadCount' | 'request'>(this, { loadUnreadCount: false, request: false }, { autoBind: true });
    // Reading, dismissing or sending a message invalidates 'messages': the count follows at once.
    cache.onInvalidate(UNREAD_QUERY, () => { if (this.unread !== null) void this.refresh(); });
  }

  /** '(N new)' or '(no unread)'; null until the count is known. */
  get label(): string | null {
    return this.unread === null ? null : unreadLabel(this.unread);
  }

  async refresh(): Promise<void> {
    const request = ++this.request;
    try {
      const unread = await this.loadUnreadCount.execute();
      // A logout (clear) or a newer refresh while this one was in flight wins.
      if (request === this.request) runInAction(() => { this.unread = unread; });
    } catch {
      // The query cache has reported the failure with its key; the indicator shows nothing.
      if (request === this.request) runInAction(() => { this.unread = null; });
    }
  }

  /** Forgets the count, on logout. */
  clear(): void {
    this.request += 1;
    this.unread = null;
  }
}
