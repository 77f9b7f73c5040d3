import { apiGet, postToken, refresh, refreshCookieOf, sessionSandbox, PASSWORD, type SessionSandbox } from '../../support/sessionSandbox';
import { sandboxNowMs } from '../../support/sandboxTime';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function loginWith(customer: string, userAgent: string) {
  const response = await postToken(sandbox.app, { grant_type: 'password', username: customer, password: PASSWORD }, { 'user-agent': userAgent });
  return { accessToken: response.json().access_token as string, refreshToken: refreshCookieOf(response) ?? '' };
}
const logOutOthers = (token: string) => sandbox.app.inject({ method: 'POST', url: '/api/security/sessions/log-out-others', headers: { authorization: `Bearer ${token}` } });

describe('signed-in sessions', () => {
  it('lists the customer\'s own sessions with device, browser and last active, the current one first', async () => {
    const phone = await loginWith('1000005', IPHONE);
    const desk = await loginWith('1000005', WINDOWS);
    await loginWith('1000004', WINDOWS);
    const response = await apiGet(sandbox.app, '/api/security/sessions', desk.accessToken);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: 'Windows computer', browser: 'Chrome', current: true });
    expect(sessions[1]).toMatchObject({ device: 'iPhone', browser: 'Safari', current: false });
    const now = await sandboxNowMs(sandbox.db);
    for (const s of sessions) expect(Date.parse(s.lastActiveAt)).toBeGreaterThan(now - 60_000);
    expect((await apiGet(sandbox.app, '/api/security/sessions', phone.accessToken)).json().sessions[0]).toMatchObject({ device: 'iPhone', current: true });
  });

  it("logs out everywhere else: the others' refresh and access tokens stop working, this one and other customers' go on", async () => {
    const other = await loginWith('1000007', IPHONE);
    const here = await loginWith('1000007', WINDOWS);
    const jack = await loginWith('1000004', IPHONE);
    expect((await logOutOthers(here.accessToken)).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/accounts', other.accessToken)).json()).toMatchObject({ NativeErrorCode: 98 });
    expect((await refresh(sandbox.app, other.refreshToken)).statusCode).toBe(400);
    expect((await apiGet(sandbox.app, '/api/accounts', here.accessToken)).statusCode).toBe(200);
    expect((await refresh(sandbox.app, here.refreshToken)).statusCode).toBe(200);
    expect((await apiGet(sandbox.app, '/api/accounts', jack.accessToken)).statusCode).toBe(200);
    expect((await apiGet(sandbox.app, '/api/security/sessions', here.accessToken)).json().sessions).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/security/sessions')).statusCode).toBe(401);
    expect((await logOutOthers('')).statusCode).toBe(401);
  });
});
