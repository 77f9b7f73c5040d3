import { testQueryCache } from '../../../support/testQueryCache';
import { LoadUnreadCount } from '../../../../src/app/core/use-cases/LoadUnreadCount';
import { AROHA_MESSAGES, FakeMessagesService } from '../../fakes/FakeMessagesService';

describe('LoadUnreadCount', () => {
  it("counts Aroha's two unread messages", async () => {
    await expect(new LoadUnreadCount(new FakeMessagesService(), testQueryCache()).execute()).resolves.toBe(2);
  });

  it('does not count read messages or dismissed notifications', async () => {
    const [first, second, third] = AROHA_MESSAGES.map((m) => ({ ...m }));
    const inbox = [{ ...first!, notificationDismissed: true }, { ...second!, status: 'Read' as const }, third!];
    await expect(new LoadUnreadCount(new FakeMessagesService(inbox), testQueryCache()).execute()).resolves.toBe(0);
  });
});
