import type { InboxService } from '../../../../src/features/messages/core/ports/InboxService';
import { isUnread } from '../../../../src/features/messages/core/domain/InboxMessage';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface InboxServiceSubject {
  /** Logged in as Aroha (1000001): two unread messages and one read, on a fresh database. */
  aroha: InboxService;
  /** Logged in as Jack (1000004): no messages. */
  jack: InboxService;
  /** No token at all. */
  anonymous: InboxService;
}

export function describeInboxServiceContract(name: string, make: () => Promise<InboxServiceSubject>) {
  describe(`${name} honours the InboxService contract`, () => {
    let subject: InboxServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it("lists the customer's messages newest first", async () => {
      const messages = await subject.aroha.list();
      expect(messages.map((m) => m.status)).toEqual(['Sent', 'Sent', 'Read']);
      const times = messages.map((m) => Date.parse(m.receivedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      await expect(subject.jack.list()).resolves.toEqual([]);
    });

    it('marks a message read, for good', async () => {
      const [first] = await subject.aroha.list();
      await subject.aroha.markRead(first!.id);
      const after = await subject.aroha.list();
      expect(after.find((m) => m.id === first!.id)?.status).toBe('Read');
    });

    it('dismisses a notification: still Sent, no longer unread', async () => {
      const [, second] = await subject.aroha.list();
      await subject.aroha.dismissNotification(second!.id);
      const after = (await subject.aroha.list()).find((m) => m.id === second!.id)!;
      expect(after).toMatchObject({ status: 'Sent', notificationDismissed: true });
      expect(isUnread(after)).toBe(false);
    });

    it("cannot touch another customer's message (404)", async () => {
      const [first] = await subject.aroha.list();
      await expect(subject.jack.markRead(first!.id)).rejects.toMatchObject({ status: 404 });
      await expect(subject.jack.dismissNotification(first!.id)).rejects.toMatchObject({ status: 404 });
      expect((await subject.aroha.list()).find((m) => m.id === first!.id)?.status).toBe(first!.status);
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
