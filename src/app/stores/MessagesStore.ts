import { makeAutoObservable, runInAction } from 'mobx';
import { unreadLabel } from '../core/domain/Message';
import type { QueryCache } from '../../kernel/services/QueryCache';
import { MESSAGES_QUERY, type LoadUnreadCount } from '../core/use-cases/LoadUnreadCount';

/**
 * The messages indicator's view model: the unread count once known. A failed count shows
 * nothing rather than a wrong number: the indicator is a convenience, not the inbox.
 */
export class MessagesStore {
  unread: number | null = null;
  private request = 0;

  constructor(private readonly loadUnreadCount: LoadUnreadCount, cache: QueryCache) {
    makeAutoObservable<this, 'loadUnreadCount' | 'request'>(this, { loadUnreadCount: false, request: false }, { autoBind: true });
    // Reading a message (another area) invalidates the inbox: the count follows at once, without a reload.
    cache.onInvalidate(MESSAGES_QUERY, () => { if (this.unread !== null) void this.refresh(); });
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
