import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const put = (token: string, body: unknown) => sandbox.app.inject({
  method: 'PUT', url: '/api/quickview', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});
const shownOf = async (token: string) => ((await apiGet(sandbox.app, '/api/quickview', token)).json().accounts as Array<{ id: string; shown: boolean }>)
  .filter((a) => a.shown).map((a) => a.id);

describe('quick view', () => {
  it('shows nothing at first, then the accounts chosen', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const { accounts } = (await apiGet(sandbox.app, '/api/quickview', accessToken)).json();
    expect(accounts).toHaveLength(6);
    expect(accounts[0]).toEqual({ id: '1000001-1', name: 'Everyday', accountNumber: expect.any(String), shown: false });
    expect((await put(accessToken, { shown: ['1000001-1', '1000001-3', '1000001-1'] })).statusCode).toBe(204);
    expect(await shownOf(accessToken)).toEqual(['1000001-1', '1000001-3']);
    expect((await put(accessToken, { shown: ['1000001-3'] })).statusCode).toBe(204);
    expect(await shownOf(accessToken)).toEqual(['1000001-3']);
  });

  it("refuses another customer's account and changes nothing", async () => {
    const jack = await login(sandbox.app, '1000004');
    const response = await put(jack.accessToken, { shown: ['1000004-1', '1000001-2'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ NativeErrorCode: 4010, message: 'Choose from your own accounts.' });
    expect(await shownOf(jack.accessToken)).toEqual([]);
  });

  it.each([['a missing list', {}], ['a number for an id', { shown: [1] }], ['malformed JSON', '{"shown":[']])('refuses %s with a 400', async (_l, body) => {
    const { accessToken } = await login(sandbox.app, '1000004');
    const response = await put(accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/quickview')).statusCode).toBe(401);
  });
});
