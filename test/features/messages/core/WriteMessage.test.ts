import { testQueryCache } from '../../../support/testQueryCache';
import { MESSAGE_WORDS } from '../../../../contract/rules/MessageRules';
import { MESSAGES_KEY } from '../../../../src/features/messages/core/domain/queryKeys';
import { OpenConversation } from '../../../../src/features/messages/core/use-cases/OpenConversation';
import { WriteMessage } from '../../../../src/features/messages/core/use-cases/WriteMessage';
import { FakeConversationService } from '../fakes/FakeConversationService';
import { FakeInboxService } from '../fakes/FakeInboxService';

const PDF = Uint8Array.from('%PDF-1.7\n%%EOF\n', (c) => c.charCodeAt(0));

function setup() {
  const inbox = new FakeInboxService([]);
  const conversations = new FakeConversationService(inbox);
  const cache = testQueryCache();
  const invalidated: string[] = [];
  cache.onInvalidate(MESSAGES_KEY, () => invalidated.push('messages'));
  return { inbox, conversations, cache, invalidated, write: new WriteMessage(conversations, cache) };
}

describe('WriteMessage', () => {
  it('sends nothing while a field is wrong, and says which', async () => {
    const { write, conversations } = setup();
    const result = await write.start({ topic: '', body: '  ', file: { name: 'empty.pdf', bytes: new Uint8Array() } });
    expect(result).toEqual({ ok: false, errors: { topic: MESSAGE_WORDS.topic, body: MESSAGE_WORDS.empty, file: '"empty.pdf" is empty. Choose another file' } });
    expect(conversations.calls).toEqual([]);
    expect((await write.start({ topic: 'Cards', body: 'x'.repeat(2001) }))).toEqual({ ok: false, errors: { body: MESSAGE_WORDS.tooLong } });
  });

  it('uploads the file, starts the conversation with it and invalidates the inbox and the count', async () => {
    const { write, conversations, invalidated } = setup();
    const result = await write.start({ topic: 'Cards', body: 'My card was declined', file: { name: 'receipt.pdf', bytes: PDF } });
    expect(conversations.calls).toEqual(['upload receipt.pdf', 'start Cards']);
    if (!result.ok) throw new Error('not sent');
    expect(result.conversation.messages.map((m) => m.from)).toEqual(['customer', 'bank']);
    expect(result.conversation.messages[0]?.attachments.map((a) => a.name)).toEqual(['receipt.pdf']);
    expect(invalidated).toEqual(['messages']);
  });

  it('replies at the end of a conversation without asking for a topic', async () => {
    const { write } = setup();
    const started = await write.start({ topic: 'Something else', body: 'First' });
    if (!started.ok) throw new Error('not sent');
    const replied = await write.reply(started.conversation.id, { body: 'Second' });
    if (!replied.ok) throw new Error('not sent');
    expect(replied.conversation.messages.map((m) => m.body.slice(0, 6))).toEqual(['First', 'Kia or', 'Second']);
  });
});

describe('OpenConversation', () => {
  it("loads the whole conversation and marks the bank's messages read, so the count falls", async () => {
    const { write, inbox, conversations, cache } = setup();
    const started = await write.start({ topic: 'Cards', body: 'Hello' });
    if (!started.ok) throw new Error('not sent');
    expect((await inbox.list())[0]?.status).toBe('Sent');
    const conversation = await new OpenConversation(conversations, inbox, cache).execute(started.conversation.id);
    expect(conversation.id).toBe(started.conversation.id);
    expect((await inbox.list())[0]?.status).toBe('Read');
    expect(inbox.calls).toEqual([`read ${started.conversation.id}`]);
  });

  it("fails with 404 for a conversation that is not the customer's", async () => {
    const { inbox, conversations, cache } = setup();
    await expect(new OpenConversation(conversations, inbox, cache).execute('someone-elses')).rejects.toMatchObject({ status: 404 });
  });
});
