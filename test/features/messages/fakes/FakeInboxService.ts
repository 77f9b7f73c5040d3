import type { InboxMessage } from '../../../../src/features/messages/core/domain/InboxMessage';
import type { InboxService } from '../../../../src/features/messages/core/ports/InboxService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

const DAY = 24 * 3600_000;

/** Aroha's inbox as the sandbox seeds it: two unread, one read, newest first. */
export function arohaInbox(now = Date.UTC(2026, 10, 21, 9)): InboxMessage[] {
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  return [
    { id: 'm-card', subject: 'Your replacement Kōwhai Visa card is on its way', body: 'Kia ora Aroha,\n\nIt was posted today.', receivedAt: at(1), status: 'Sent', notificationDismissed: false },
    { id: 'm-td', subject: 'Your term deposit matures in 14 days', body: 'Kia ora Aroha,\n\nIt matures soon.', receivedAt: at(4), status: 'Sent', notificationDismissed: false },
    { id: 'm-fee', subject: 'We are removing the monthly fee on Everyday accounts', body: 'Kia ora Aroha,\n\nNo fee.', receivedAt: at(23), status: 'Read', notificationDismissed: false },
  ];
}

/** An inbox in memory; `loggedIn = false` answers like the API without a token; `calls` records writes. */
export class FakeInboxService implements InboxService {
  loggedIn = true;
  /** Set to make every call fail with it (a broken connection, a 500). */
  failWith: Error | null = null;
  readonly calls: string[] = [];
  /** How many times the inbox was listed (a logged-out header must not ask). */
  listCalls = 0;

  constructor(private messages: InboxMessage[] = arohaInbox()) {}

  /** Replaces the whole inbox (a test's own messages). */
  reset(messages: InboxMessage[]): void {
    this.messages = messages.map((m) => ({ ...m }));
  }

  async list(): Promise<InboxMessage[]> {
    this.listCalls += 1;
    this.guard();
    return this.messages.map((m) => ({ ...m }));
  }

  async markRead(id: string): Promise<void> {
    this.update(id, { status: 'Read' });
    this.calls.push(`read ${id}`);
  }

  async dismissNotification(id: string): Promise<void> {
    this.update(id, { notificationDismissed: true });
    this.calls.push(`dismiss ${id}`);
  }

  private update(id: string, change: Partial<InboxMessage>): void {
    this.guard();
    if (!this.messages.some((m) => m.id === id)) throw new ApiError(404, null, { message: 'There is no such message.' });
    this.messages = this.messages.map((m) => (m.id === id ? { ...m, ...change } : m));
  }

  private guard(): void {
    if (this.failWith) throw this.failWith;
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
