import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { isUnread, type InboxMessage } from '../core/domain/InboxMessage';
import { INBOX_PAGE_SIZE, pageOf, type Page } from '../core/domain/Paging';
import type { DismissNotification } from '../core/use-cases/DismissNotification';
import type { LoadInbox } from '../core/use-cases/LoadInbox';
import type { ReadMessage } from '../core/use-cases/ReadMessage';
import { INBOX_QUERY } from '../core/domain/queryKeys';

export const INBOX_MESSAGES = {
  loadFailed: "We couldn't load your messages. Please try again.",
  actionFailed: "Sorry, we couldn't update that message. Please try again.",
} as const;

/** The /messages page: the inbox a page at a time, the open message, read and dismiss. */
export class InboxStore {
  messages: InboxMessage[] | null = null;
  loadFailed = false;
  page = 1;
  openId: string | null = null;
  actionError: string | null = null;

  constructor(
    private readonly loadInbox: LoadInbox,
    private readonly readMessage: ReadMessage,
    private readonly dismissNotification: DismissNotification,
    private readonly cache: QueryCache,
    private readonly errors: HandleApiError,
  ) {
    makeAutoObservable<this, 'loadInbox' | 'readMessage' | 'dismissNotification' | 'cache' | 'errors'>(this,
      { loadInbox: false, readMessage: false, dismissNotification: false, cache: false, errors: false }, { autoBind: true });
  }

  get current(): Page<InboxMessage> {
    return pageOf(this.messages ?? [], this.page, INBOX_PAGE_SIZE);
  }

  get unreadCount(): number {
    return (this.messages ?? []).filter(isUnread).length;
  }

  get openMessage(): InboxMessage | null {
    return this.messages?.find((m) => m.id === this.openId) ?? null;
  }

  /** Loads through the query cache, which reports a failure to monitoring with the key. */
  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const messages = await this.cache.refetch(INBOX_QUERY, () => this.loadInbox.execute());
      runInAction(() => { this.messages = messages; this.page = this.current.page; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  goToPage(page: number): void {
    this.page = pageOf(this.messages ?? [], page).page;
    this.openId = null;
  }

  /** Opens a message and marks it read on the server; the header's count falls at once. */
  async open(id: string): Promise<void> {
    const message = this.messages?.find((m) => m.id === id);
    if (!message) return;
    this.openId = id;
    await this.apply('messages/read', () => this.readMessage.execute(message));
  }

  close(): void {
    this.openId = null;
  }

  /** Closes a message's "new" notification without opening it. */
  async dismiss(id: string): Promise<void> {
    const message = this.messages?.find((m) => m.id === id);
    if (message) await this.apply('messages/dismiss', () => this.dismissNotification.execute(message));
  }

  /** Runs a change of one message; a failure is reported (with its key) and told to the customer. */
  private async apply(key: string, change: () => Promise<InboxMessage>): Promise<void> {
    this.actionError = null;
    try {
      const updated = await change();
      runInAction(() => { this.messages = (this.messages ?? []).map((m) => (m.id === updated.id ? updated : m)); });
    } catch (error) {
      this.errors.execute(error, { queryKey: key });
      runInAction(() => { this.actionError = INBOX_MESSAGES.actionFailed; });
    }
  }
}
