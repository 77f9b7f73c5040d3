import { startSandbox, type Sandbox } from '../../support/startSandbox';

const BASIC = `Basic ${Buffer.from('server-test-browser:').toString('base64')}`;
const FORM = 'application/x-www-form-urlencoded';

let sandbox: Sandbox;
// Behind one TLS-terminating proxy, as a deployment would say with TRUST_PROXY=1.
beforeAll(async () => { sandbox = await startSandbox({ trustProxyHops: 1 }); });
afterAll(async () => { await sandbox.close(); });

const post = (payload: string, headers: Record<string, string> = { 'content-type': FORM, authorization: BASIC }) =>
  sandbox.app.inject({ method: 'POST', url: '/token', payload, headers });

describe('POST /token', () => {
  it('grants the password grant and sets an HttpOnly SameSite=Strict refresh cookie', async () => {
    const response = await post('grant_type=password&username=1000001&password=Kowhai-2026!');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', lowpriv_in: 600, customerNumber: '1000001' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^SessionStore=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('marks the refresh cookie Secure and __Host- prefixed behind HTTPS (a trusted proxy), and refreshes with it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await sandbox.app.inject({
      method: 'POST', url: '/token', payload: 'grant_type=password&username=1000001&password=Kowhai-2026!',
      headers: { 'content-type': FORM, authorization: BASIC, ...https },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-SessionStore=[\w-]+;/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain=');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    const value = cookie.split(';')[0]!.slice('__Host-SessionStore='.length);
    const refreshed = await sandbox.app.inject({
      method: 'POST', url: '/token', payload: 'grant_type=refresh_token&refresh_token=cookie',
      headers: { 'content-type': FORM, authorization: BASIC, cookie: `__Host-SessionStore=${value}`, ...https },
    });
    expect(refreshed.statusCode).toBe(200);
    // Over HTTPS a cookie without the prefix is not believed (a sibling origin could plant one).
    const planted = await sandbox.app.inject({
      method: 'POST', url: '/token', payload: 'grant_type=refresh_token&refresh_token=cookie',
      headers: { 'content-type': FORM, authorization: BASIC, cookie: `SessionStore=${String(refreshed.headers['set-cookie']).split(';')[0]!.slice('__Host-SessionStore='.length)}`, ...https },
    });
    expect(planted.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers invalid_grant for a wrong password', async () => {
    const response = await post('grant_type=password&username=1000002&password=wrong');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['missing fields', 'grant_type=password', 400, 'invalid_request'],
    ['no grant type', 'username=1000001&password=x', 400, 'invalid_request'],
    ['an unknown grant', 'grant_type=client_credentials', 400, 'unsupported_grant_type'],
    ['an unexpected field', 'grant_type=password&username=1&password=x&admin=true', 400, 'invalid_request'],
    ['an oversized field', `grant_type=password&username=1000001&password=${'x'.repeat(300)}`, 400, 'invalid_request'],
  ])('refuses %s with a 4xx JSON error', async (_label, payload, status, error) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  });

  it('refuses an oversized body with 413 JSON', async () => {
    const response = await post(`grant_type=password&username=1000001&password=${'x'.repeat(10_000)}`);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['JSON', 'application/json', '{"grant_type":"password"}'],
    ['plain text', 'text/plain', 'grant_type=password'],
  ])('refuses a %s body with 415 JSON', async (_label, contentType, payload) => {
    const response = await post(payload, { 'content-type': contentType, authorization: BASIC });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('requires Basic auth from the browser id', async () => {
    const response = await post('grant_type=password&username=1000001&password=Kowhai-2026!', { 'content-type': FORM });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('locks a customer after three wrong passwords, even against the right one', async () => {
    for (let i = 0; i < 2; i += 1) expect((await post('grant_type=password&username=1000007&password=bad')).json().error).toBe('invalid_grant');
    expect((await post('grant_type=password&username=1000007&password=bad')).json().error).toBe('account_locked');
    expect((await post('grant_type=password&username=1000007&password=Kowhai-2026!')).json().error).toBe('account_locked');
  });
});
