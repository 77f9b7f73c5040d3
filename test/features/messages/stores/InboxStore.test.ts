import { arohaInbox } from '../fakes/FakeInboxService';
import { INBOX_MESSAGES } from '../../../../src/features/messages/stores/InboxStore';
import { inboxKit } from '../support/inboxKit';

describe('InboxStore', () => {
  it('loads the inbox newest first and counts the unread', async () => {
    const { store } = await inboxKit();
    await store.load();
    expect(store.messages?.map((m) => m.id)).toEqual(['m-card', 'm-td', 'm-fee']);
    expect(store.unreadCount).toBe(2);
    expect(store.current).toMatchObject({ page: 1, pageCount: 1 });
  });

  it('opens a message: it is read on the server, the unread count drops, and the header key is invalidated', async () => {
    const { store, inbox, cache } = await inboxKit();
    await store.load();
    let invalidated = '';
    const invalidate = cache.invalidate.bind(cache);
    cache.invalidate = (key) => { invalidated = key; invalidate(key); };
    await store.open('m-card');
    expect(store.openMessage?.subject).toBe('Your replacement Kōwhai Visa card is on its way');
    expect(store.openMessage?.status).toBe('Read');
    expect(store.unreadCount).toBe(1);
    expect(inbox.calls).toEqual(['read m-card']);
    expect(invalidated).toBe('messages');
  });

  it('dismisses a notification without opening the message', async () => {
    const { store } = await inboxKit();
    await store.load();
    await store.dismiss('m-td');
    expect(store.openId).toBeNull();
    expect(store.unreadCount).toBe(1);
    expect(store.messages?.find((m) => m.id === 'm-td')).toMatchObject({ status: 'Sent', notificationDismissed: true });
  });

  it('pages through a long inbox, ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...arohaInbox()[0]!, id: `m${i}`, receivedAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString() }));
    const { store } = await inboxKit(many);
    await store.load();
    expect(store.current.items).toHaveLength(10);
    store.goToPage(2);
    expect(store.current).toMatchObject({ page: 2, pageCount: 2 });
    expect(store.current.items.map((m) => m.id)).toEqual(['m10', 'm11']);
    store.goToPage(5);
    expect(store.page).toBe(2);
  });

  it('reports a failed load to monitoring with its key and says so', async () => {
    const { store, inbox, monitoring } = await inboxKit();
    inbox.loggedIn = false;
    await store.load();
    expect(store.loadFailed).toBe(true);
    expect(monitoring.reports).toHaveLength(0); // 7009 ends the session instead of being reported
  });

  it('tells the customer when a message cannot be marked read, and reports it', async () => {
    const { store, inbox, monitoring } = await inboxKit();
    await store.load();
    inbox.markRead = async () => { throw new Error('network down'); };
    await store.open('m-card');
    expect(store.actionError).toBe(INBOX_MESSAGES.actionFailed);
    expect(monitoring.reports.map((r) => r.queryKey)).toEqual(['messages/read']);
    expect(store.unreadCount).toBe(2);
  });
});
