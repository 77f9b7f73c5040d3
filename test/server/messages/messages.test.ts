import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

interface Message { id: string; subject: string; body: string; receivedAt: string; Status: string; NotificationDismissed: boolean }

const markRead = (token: string, id: string) =>
  sandbox.app.inject({ method: 'POST', url: `/api/messages/${encodeURIComponent(id)}/read`, headers: { authorization: `Bearer ${token}` } });

const dismiss = (token: string, id: string) =>
  sandbox.app.inject({ method: 'POST', url: `/api/messages/${encodeURIComponent(id)}/dismiss`, headers: { authorization: `Bearer ${token}` } });

describe('messages', () => {
  it('gives Aroha two unread and one read message, newest first', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await apiGet(sandbox.app, '/api/messages', accessToken);
    expect(response.statusCode).toBe(200);
    const messages = response.json().messages as Message[];
    expect(messages.map((m) => m.Status)).toEqual(['Sent', 'Sent', 'Read']);
    for (const m of messages) {
      expect(m).toEqual({ id: expect.any(String), subject: expect.any(String), body: expect.any(String),
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), Status: expect.any(String), NotificationDismissed: false });
    }
    const times = messages.map((m) => Date.parse(m.receivedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('gives Jack none', async () => {
    const { accessToken } = await login(sandbox.app, '1000004');
    expect((await apiGet(sandbox.app, '/api/messages', accessToken)).json()).toEqual({ messages: [] });
  });

  it('marks a message read with 204, only the customer\'s own', async () => {
    const aroha = await login(sandbox.app, '1000001');
    const [first] = (await apiGet(sandbox.app, '/api/messages', aroha.accessToken)).json().messages as Message[];
    const jack = await login(sandbox.app, '1000004');
    expect((await markRead(jack.accessToken, first?.id ?? '')).statusCode).toBe(404);
    const response = await markRead(aroha.accessToken, first?.id ?? '');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = (await apiGet(sandbox.app, '/api/messages', aroha.accessToken)).json().messages as Message[];
    expect(after.find((m) => m.id === first?.id)?.Status).toBe('Read');
  });

  it.each([['an unknown id', 'no-such-message'], ['an overlong id', 'x'.repeat(65)]])('answers %s with a 4xx JSON error', async (_label, id) => {
    const { accessToken } = await login(sandbox.app);
    const response = await markRead(accessToken, id);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('message');
  });

  it("dismisses a notification: the message stays 'Sent' but is no longer unread, only the customer's own", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const messages = (await apiGet(sandbox.app, '/api/messages', aroha.accessToken)).json().messages as Message[];
    const sent = messages.filter((m) => m.Status === 'Sent' && !m.NotificationDismissed).at(-1);
    const jack = await login(sandbox.app, '1000004');
    const foreign = await dismiss(jack.accessToken, sent?.id ?? '');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toHaveProperty('message');
    const response = await dismiss(aroha.accessToken, sent?.id ?? '');
    expect(response.statusCode).toBe(204);
    const after = (await apiGet(sandbox.app, '/api/messages', aroha.accessToken)).json().messages as Message[];
    expect(after.find((m) => m.id === sent?.id)).toMatchObject({ Status: 'Sent', NotificationDismissed: true });
  });

  it.each([['an unknown id', 'no-such-message'], ['an overlong id', 'x'.repeat(65)]])('answers dismissing %s with a 4xx JSON error', async (_label, id) => {
    const { accessToken } = await login(sandbox.app);
    const response = await dismiss(accessToken, id);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('message');
  });

  it('needs a login', async () => {
    expect((await dismiss('', 'x')).statusCode).toBe(401);
    expect((await apiGet(sandbox.app, '/api/messages')).json()).toMatchObject({ NativeErrorCode: 7009 });
    expect((await markRead('', 'x')).statusCode).toBe(401);
  });
});

describe('customer actions', () => {
  it.each([
    ['1000002', [{ id: 'add-mobile', title: 'Add your mobile number', href: '/setup/internet-banking/mobile' }]],
    ['1000003', [{ id: 'add-email', title: 'Add your email address', href: '/setup/internet-banking/details' }]],
    ['1000001', []],
  ])('lists what %s should do next', async (customerNumber, actions) => {
    const { accessToken } = await login(sandbox.app, customerNumber);
    const response = await apiGet(sandbox.app, '/api/customer-actions', accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ actions });
  });

  it('drops an action as soon as it is done', async () => {
    await sandbox.db.query("INSERT INTO customer_phones (customer_number, type, number) VALUES ('1000002', 'Mobile', '021 555 0222')");
    const { accessToken } = await login(sandbox.app, '1000002');
    expect((await apiGet(sandbox.app, '/api/customer-actions', accessToken)).json()).toEqual({ actions: [] });
  });
});
