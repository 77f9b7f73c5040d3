import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const put = (token: string, body: unknown) => sandbox.app.inject({
  method: 'PUT', url: '/api/personalise', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});
const accountsOf = async (token: string) => (await apiGet(sandbox.app, '/api/personalise', token)).json().accounts as Array<{ id: string; name: string; nickname: string | null }>;

describe('personalise', () => {
  it('renames and reorders accounts; GET /api/accounts, cards and EFTPOS show the nickname in the new order', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const accounts = await accountsOf(accessToken);
    expect(accounts.map((a) => a.name)).toEqual(['Everyday', 'Bills', 'Online Saver', 'Term Deposit 12 months', 'Kōwhai Visa', 'KiwiSaver Growth Fund']);
    const reordered = [accounts[1]!, accounts[0]!, ...accounts.slice(2)].map((a) => ({ id: a.id, nickname: a.id === '1000001-1' ? ' Day to day ' : null }));
    expect((await put(accessToken, { accounts: reordered })).statusCode).toBe(204);
    const listed = (await apiGet(sandbox.app, '/api/accounts', accessToken)).json() as Array<{ id: string; name: string; nickname: string | null }>;
    expect(listed.slice(0, 2).map((a) => [a.id, a.name, a.nickname])).toEqual([['1000001-2', 'Bills', null], ['1000001-1', 'Everyday', 'Day to day']]);
    expect((await apiGet(sandbox.app, '/api/cards', accessToken)).json().cards[0].accountName).toBe('Day to day');
    expect((await apiGet(sandbox.app, '/api/eftpos', accessToken)).json().accounts.map((a: { name: string }) => a.name)).toEqual(['Bills', 'Day to day', 'Online Saver']);
  });

  it("refuses a list with another customer's account, a missing one or one twice, and changes nothing", async () => {
    const jack = await login(sandbox.app, '1000004');
    const bad = [
      { accounts: [{ id: '1000001-1', nickname: 'Mine now' }] },
      { accounts: [] },
      { accounts: [{ id: '1000004-1', nickname: null }, { id: '1000004-1', nickname: null }] },
    ];
    for (const body of bad) {
      const response = await put(jack.accessToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ NativeErrorCode: 4010, message: 'List each of your accounts once.' });
    }
    const aroha = await login(sandbox.app, '1000001');
    expect((await accountsOf(aroha.accessToken)).find((a) => a.id === '1000001-1')?.nickname).not.toBe('Mine now');
  });

  it.each([
    ['a nickname of disallowed characters', { accounts: [{ id: '1000004-1', nickname: '<b>Jack</b>' }] }],
    ['a nickname too long for the schema', { accounts: [{ id: '1000004-1', nickname: 'x'.repeat(61) }] }],
    ['an extra field', { accounts: [{ id: '1000004-1', nickname: null, colour: 'red' }] }],
    ['malformed JSON', '{"accounts":['],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const response = await put(accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/personalise')).statusCode).toBe(401);
  });
});
