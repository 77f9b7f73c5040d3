import { ReadMessage } from '../../../../src/features/messages/core/use-cases/ReadMessage';
import { DismissNotification } from '../../../../src/features/messages/core/use-cases/DismissNotification';
import { LoadInbox } from '../../../../src/features/messages/core/use-cases/LoadInbox';
import { QueryCache } from '../../../../src/kernel/services/QueryCache';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeInboxService, arohaInbox } from '../fakes/FakeInboxService';

function setup() {
  const inbox = new FakeInboxService();
  const cache = new QueryCache(new FakeClock(), { execute: () => {} } as never);
  const invalidated: string[] = [];
  const invalidate = cache.invalidate.bind(cache);
  cache.invalidate = (key: string) => { invalidated.push(key); invalidate(key); };
  return { inbox, cache, invalidated };
}

describe('LoadInbox', () => {
  it('puts the newest first whatever order the service answers in', async () => {
    const inbox = new FakeInboxService([...arohaInbox()].reverse());
    const messages = await new LoadInbox(inbox).execute();
    expect(messages.map((m) => m.id)).toEqual(['m-card', 'm-td', 'm-fee']);
  });
});

describe('ReadMessage', () => {
  it('marks an unread message read on the server and invalidates the unread count', async () => {
    const { inbox, cache, invalidated } = setup();
    const [first] = await inbox.list();
    const read = await new ReadMessage(inbox, cache).execute(first!);
    expect(read.status).toBe('Read');
    expect(inbox.calls).toEqual(['read m-card']);
    expect(invalidated).toEqual(['messages']);
  });

  it('calls nothing for a message already read', async () => {
    const { inbox, cache, invalidated } = setup();
    const [, , old] = await inbox.list();
    await new ReadMessage(inbox, cache).execute(old!);
    expect(inbox.calls).toEqual([]);
    expect(invalidated).toEqual([]);
  });

  it('leaves the count alone when the server refuses', async () => {
    const { inbox, cache, invalidated } = setup();
    const [first] = await inbox.list();
    inbox.loggedIn = false;
    await expect(new ReadMessage(inbox, cache).execute(first!)).rejects.toMatchObject({ status: 401 });
    expect(invalidated).toEqual([]);
  });
});

describe('DismissNotification', () => {
  it('dismisses on the server and invalidates the unread count; the message stays Sent', async () => {
    const { inbox, cache, invalidated } = setup();
    const [first] = await inbox.list();
    const dismissed = await new DismissNotification(inbox, cache).execute(first!);
    expect(dismissed).toMatchObject({ status: 'Sent', notificationDismissed: true });
    expect(inbox.calls).toEqual(['dismiss m-card']);
    expect(invalidated).toEqual(['messages']);
  });
});
