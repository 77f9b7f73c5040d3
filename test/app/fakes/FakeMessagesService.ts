import { ApiError } from '../../../src/kernel/domain/ApiError';
import type { Message } from '../../../src/app/core/domain/Message';
import type { MessagesService } from '../../../src/app/core/ports/MessagesService';

/** Aroha's inbox as the sandbox seeds it: two unread, one read. */
export const AROHA_MESSAGES: Message[] = [
  { id: 'm3', subject: 'Your new Kōwhai Visa statement', body: 'Your statement is ready.', receivedAt: '2026-11-20T21:15:00.000Z', status: 'Sent', notificationDismissed: false },
  { id: 'm2', subject: 'Scam alert: keep your codes to yourself', body: 'We never ask for your codes.', receivedAt: '2026-11-18T02:30:00.000Z', status: 'Sent', notificationDismissed: false },
  { id: 'm1', subject: 'Welcome to internet banking', body: 'Kia ora, welcome.', receivedAt: '2026-10-01T00:00:00.000Z', status: 'Read', notificationDismissed: false },
];

/** An inbox in memory; `loggedIn = false` answers like the API without a token, `failWith` makes every call fail. */
export class FakeMessagesService implements MessagesService {
  loggedIn = true;
  failWith: ApiError | null = null;
  calls = 0;

  constructor(private messages: Message[] = AROHA_MESSAGES.map((m) => ({ ...m }))) {}

  async list(): Promise<Message[]> {
    this.guard();
    return this.messages.map((m) => ({ ...m }));
  }

  async markRead(id: string): Promise<void> {
    this.guard();
    this.messages = this.messages.map((m) => (m.id === id ? { ...m, status: 'Read' } : m));
  }

  private guard(): void {
    this.calls += 1;
    if (this.failWith) throw this.failWith;
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
