import { testQueryCache } from '../../../support/testQueryCache';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { LoadUnreadCount } from '../../../../src/features/messages/core/use-cases/LoadUnreadCount';
import { MESSAGES_KEY } from '../../../../src/features/messages/core/domain/queryKeys';
import { UnreadCountStore } from '../../../../src/features/messages/stores/UnreadCountStore';
import { FakeInboxService, arohaInbox } from '../fakes/FakeInboxService';

function setup(service = new FakeInboxService()) {
  const cache = testQueryCache();
  return { service, cache, store: new UnreadCountStore(new LoadUnreadCount(service, cache), cache) };
}

describe('LoadUnreadCount', () => {
  it("counts Aroha's two unread messages, not read ones or dismissed notifications", async () => {
    await expect(new LoadUnreadCount(new FakeInboxService(), testQueryCache()).execute()).resolves.toBe(2);
    const [first, second, third] = arohaInbox();
    const inbox = [{ ...first!, notificationDismissed: true }, { ...second!, status: 'Read' as const }, third!];
    await expect(new LoadUnreadCount(new FakeInboxService(inbox), testQueryCache()).execute()).resolves.toBe(0);
  });
});

describe('UnreadCountStore (the header indicator, through the messages area\'s door)', () => {
  it("reads '(2 new)' for Aroha once counted, nothing before", async () => {
    const { store } = setup();
    expect(store.label).toBeNull();
    await store.refresh();
    expect(store.unread).toBe(2);
    expect(store.label).toBe('(2 new)');
  });

  it("reads '(no unread)' for an empty inbox", async () => {
    const { store } = setup(new FakeInboxService([]));
    await store.refresh();
    expect(store.label).toBe('(no unread)');
  });

  it('follows an invalidation of the messages (a read, a message sent) without being asked', async () => {
    const { store, service, cache } = setup();
    await store.refresh();
    await service.markRead('m-card');
    cache.invalidate(MESSAGES_KEY);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.label).toBe('(1 new)');
  });

  it('shows nothing when the count fails', async () => {
    const { store, service } = setup();
    await store.refresh();
    service.failWith = new ApiError(500);
    await store.refresh();
    expect(store.label).toBeNull();
  });

  it('forgets the count on clear, even if a refresh was still in flight', async () => {
    const { store } = setup();
    const inFlight = store.refresh();
    store.clear();
    await inFlight;
    expect(store.unread).toBeNull();
  });
});
