import { ApiError } from '../../../src/kernel/domain/ApiError';
import { isUnread } from '../../../src/app/core/domain/Message';
import type { MessagesService } from '../../../src/app/core/ports/MessagesService';

export interface MessagesServiceSubject {
  /** Logged in as Aroha (demo customer 1000001: two unread messages and one read). */
  loggedIn: MessagesService;
  /** No token at all. */
  anonymous: MessagesService;
}

export function describeMessagesServiceContract(name: string, make: () => Promise<MessagesServiceSubject>) {
  describe(`${name} honours the MessagesService contract`, () => {
    let subject: MessagesServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it("lists Aroha's inbox: three messages, newest first, with ISO times", async () => {
      const messages = await subject.loggedIn.list();
      expect(messages.length).toBeGreaterThanOrEqual(3);
      for (const message of messages) {
        expect(message).toEqual({
          id: expect.any(String), subject: expect.any(String), body: expect.any(String),
          receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), status: expect.stringMatching(/^(Sent|Read)$/),
          notificationDismissed: expect.any(Boolean),
        });
      }
      const times = messages.map((m) => Date.parse(m.receivedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('marks a message read, one fewer unread afterwards', async () => {
      const before = (await subject.loggedIn.list()).filter(isUnread);
      expect(before.length).toBeGreaterThan(0);
      await subject.loggedIn.markRead(before[0]!.id);
      const after = await subject.loggedIn.list();
      expect(after.filter(isUnread)).toHaveLength(before.length - 1);
      expect(after.find((m) => m.id === before[0]!.id)?.status).toBe('Read');
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
