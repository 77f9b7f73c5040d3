import { sandboxNowMs } from '../../support/sandboxTime';
import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { PLAIN_PDF, pdfText } from '../../support/uploadFiles';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = PLAIN_PDF;
const ACTIVE_PDF = Buffer.from(pdfText({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }), 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface Thread { id: string; subject: string; messages: { id: string; from: string; body: string; sentAt: string; attachments: { id: string; name: string }[] }[] }

const send = (token: string, payload: object) =>
  sandbox.app.inject({ method: 'POST', url: '/api/messages', headers: auth(token), payload });
const reply = (token: string, id: string, payload: object) =>
  sandbox.app.inject({ method: 'POST', url: `/api/messages/${encodeURIComponent(id)}/replies`, headers: auth(token), payload });
const upload = (token: string, name: string, bytes: Buffer) => sandbox.app.inject({
  method: 'POST', url: `/api/messages/attachments?name=${encodeURIComponent(name)}`,
  headers: { ...auth(token), 'content-type': 'application/octet-stream' }, payload: bytes,
});
const inbox = async (token: string) => (await apiGet(sandbox.app, '/api/messages', token)).json().messages as { id: string; subject: string; Status: string }[];

describe('writing a secure message', () => {
  it('starts a thread with the topic as its subject, answered at once by the bank on the sandbox clock; the thread has its own address', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const before = await inbox(accessToken);
    const response = await send(accessToken, { topic: 'Cards', body: 'My card was declined at the dairy.\n\nCan you check it?' });
    expect(response.statusCode).toBe(200);
    const thread = response.json() as Thread;
    expect(thread.subject).toBe('Cards');
    expect(thread.messages.map((m) => m.from)).toEqual(['customer', 'bank']);
    expect(thread.messages[0]?.body).toBe('My card was declined at the dairy.\n\nCan you check it?');
    expect(thread.messages[1]?.body).toMatch(/Thanks for your message about cards/);
    expect(thread.messages[0]?.sentAt).toBe(thread.messages[1]?.sentAt);
    // Written on the sandbox's clock (which may be far from the machine's), not the machine's.
    expect(Math.abs(Date.parse(thread.messages[0]?.sentAt ?? '') - await sandboxNowMs(sandbox.db))).toBeLessThan(60_000);

    const read = await apiGet(sandbox.app, `/api/messages/${thread.id}`, accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(thread);
    // The inbox gains one conversation, unread because the bank's acknowledgement is new.
    const after = await inbox(accessToken);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ id: thread.id, subject: 'Cards', Status: 'Sent' });
  });

  it('adds a reply to the end of the thread; reading the thread marks the bank\'s messages read', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const thread = (await send(accessToken, { topic: 'Something else', body: 'First' })).json() as Thread;
    const answered = await reply(accessToken, thread.id, { body: 'Second' });
    expect(answered.statusCode).toBe(200);
    expect((answered.json() as Thread).messages.map((m) => m.body.slice(0, 6))).toEqual(['First', 'Kia or', 'Second']);
    expect((await sandbox.app.inject({ method: 'POST', url: `/api/messages/${thread.id}/read`, headers: auth(accessToken) })).statusCode).toBe(204);
    expect((await inbox(accessToken)).find((m) => m.id === thread.id)?.Status).toBe('Read');
  });

  it.each([
    ['an empty message', { topic: 'Cards', body: '   ' }],
    ['a message over 2,000 characters', { topic: 'Cards', body: 'a'.repeat(2001) }],
    ['a topic not on the list', { topic: 'Free money', body: 'Hello' }],
    ['a control character', { topic: 'Cards', body: 'Hello\u0007there' }],
    ['an unknown field', { topic: 'Cards', body: 'Hello', html: '<b>hi</b>' }],
  ])('refuses %s with a 400 and writes nothing', async (_label, payload) => {
    const { accessToken } = await login(sandbox.app, '1000005');
    const before = await inbox(accessToken);
    const response = await send(accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect(await inbox(accessToken)).toEqual(before);
  });

  it('keeps text as text: markup comes back exactly as typed, never as HTML', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const body = '<img src=x onerror=alert(1)> & <script>steal()</script>';
    const thread = (await send(accessToken, { topic: 'Cards', body })).json() as Thread;
    const read = await apiGet(sandbox.app, `/api/messages/${thread.id}`, accessToken);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().messages[0].body).toBe(body);
  });
});

describe('a fraudster with another customer\'s session or ids', () => {
  it("cannot read, answer, mark or dismiss another customer's thread: each is a 404 like a made-up id", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const [arohas] = await inbox(aroha.accessToken);
    const jack = await login(sandbox.app, '1000004');
    for (const id of [arohas?.id ?? '', 'no-such-thread']) {
      expect((await apiGet(sandbox.app, `/api/messages/${id}`, jack.accessToken)).statusCode).toBe(404);
      expect((await reply(jack.accessToken, id, { body: 'Pay me' })).statusCode).toBe(404);
      expect((await sandbox.app.inject({ method: 'POST', url: `/api/messages/${id}/read`, headers: auth(jack.accessToken) })).statusCode).toBe(404);
    }
    expect((await apiGet(sandbox.app, `/api/messages/${arohas?.id}`, aroha.accessToken)).json().messages).toHaveLength(1);
  });

  it("cannot read another customer's attachment, nor send it as their own", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const file = (await upload(aroha.accessToken, 'statement.pdf', PDF)).json() as { id: string };
    const thread = (await send(aroha.accessToken, { topic: 'Accounts and payments', body: 'See attached', attachmentIds: [file.id] })).json() as Thread;
    expect(thread.messages[0]?.attachments).toEqual([{ id: file.id, name: 'statement.pdf', mediaType: 'application/pdf', sizeBytes: PDF.length }]);
    const own = await apiGet(sandbox.app, `/api/messages/${thread.id}/attachments/${file.id}`, aroha.accessToken);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const jack = await login(sandbox.app, '1000004');
    expect((await apiGet(sandbox.app, `/api/messages/${thread.id}/attachments/${file.id}`, jack.accessToken)).statusCode).toBe(404);
    const jacks = (await send(jack.accessToken, { topic: 'Cards', body: 'Mine now' })).json() as Thread;
    expect((await apiGet(sandbox.app, `/api/messages/${jacks.id}/attachments/${file.id}`, jack.accessToken)).statusCode).toBe(404);
    // Naming Aroha's file (sent or not) in Jack's message fails the whole message.
    const unsent = (await upload(aroha.accessToken, 'payslip.pdf', PDF)).json() as { id: string };
    const before = await inbox(jack.accessToken);
    for (const id of [file.id, unsent.id, 'not-a-uuid']) {
      expect((await send(jack.accessToken, { topic: 'Cards', body: 'Look', attachmentIds: [id] })).statusCode).toBe(400);
      expect((await reply(jack.accessToken, jacks.id, { body: 'Look', attachmentIds: [id] })).statusCode).toBe(400);
    }
    expect(await inbox(jack.accessToken)).toEqual(before);
    expect((await apiGet(sandbox.app, `/api/messages/${jacks.id}`, jack.accessToken)).json().messages).toHaveLength(2);
    // Aroha's unsent file is still hers to send.
    expect((await reply(aroha.accessToken, thread.id, { body: 'And my payslip', attachmentIds: [unsent.id] })).statusCode).toBe(200);
  });

  it('refuses files through the application documents\' checks: a program renamed .pdf, a PDF that runs script, the antivirus test file, an empty file', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    expect((await upload(accessToken, 'payslip.pdf', EXE)).statusCode).toBe(415);
    expect((await upload(accessToken, 'invoice.pdf', ACTIVE_PDF)).statusCode).toBe(422);
    const eicar = Buffer.from('%PDF-1.4\nX5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*\n');
    expect((await upload(accessToken, 'eicar.pdf', eicar)).statusCode).toBe(422);
    expect((await upload(accessToken, 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(accessToken, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))).statusCode).toBe(413);
  });

  it('lets a stolen session send at most 20 messages in 24 hours, then answers 429 in words', async () => {
    const { accessToken } = await login(sandbox.app, '1000002');
    const first = (await send(accessToken, { topic: 'Cards', body: 'Message 1' })).json() as Thread;
    for (let i = 2; i <= 20; i += 1) expect((await reply(accessToken, first.id, { body: `Message ${i}` })).statusCode).toBe(200);
    const refused = await send(accessToken, { topic: 'Cards', body: 'Message 21' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/call us on 0800/);
    expect((await reply(accessToken, first.id, { body: 'Message 21' })).statusCode).toBe(429);
  });

  it('needs a session for every message route', async () => {
    for (const [method, url] of [['GET', '/api/messages/x'], ['POST', '/api/messages'], ['POST', '/api/messages/x/replies'], ['POST', '/api/messages/attachments?name=a'], ['GET', '/api/messages/x/attachments/y']] as const) {
      expect((await sandbox.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });

  it('publishes every message route with its schemas', async () => {
    const doc = (await sandbox.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/messages', '/api/messages/{id}', '/api/messages/{id}/replies', '/api/messages/attachments', '/api/messages/{id}/attachments/{attachmentId}']));
    expect(Object.keys(doc.paths['/api/messages'].post.requestBody.content['application/json'].schema.properties)).toEqual(['topic', 'body', 'attachmentIds']);
    expect(doc.paths['/api/messages/{id}'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('messages');
  });
});
