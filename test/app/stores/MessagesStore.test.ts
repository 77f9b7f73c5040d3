import { testQueryCache } from '../../support/testQueryCache';
import { ApiError } from '../../../src/kernel/domain/ApiError';
import { LoadUnreadCount } from '../../../src/app/core/use-cases/LoadUnreadCount';
import { MessagesStore } from '../../../src/app/stores/MessagesStore';
import { FakeMessagesService } from '../fakes/FakeMessagesService';

function setup(service = new FakeMessagesService()) {
  const cache = testQueryCache();
  return { service, cache, store: new MessagesStore(new LoadUnreadCount(service, cache), cache) };
}

describe('MessagesStore', () => {
  it("reads '(2 new)' for Aroha once counted, nothing before", async () => {
    const { store } = setup();
    expect(store.label).toBeNull();
    await store.refresh();
    expect(store.unread).toBe(2);
    expect(store.label).toBe('(2 new)');
  });

  it("reads '(no unread)' for an empty inbox", async () => {
    const { store } = setup(new FakeMessagesService([]));
    await store.refresh();
    expect(store.label).toBe('(no unread)');
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
