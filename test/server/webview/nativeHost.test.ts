import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
let production: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  production = await startSandbox({ production: true });
}, 120_000);
afterAll(async () => { await sandbox.close(); await production.close(); });

const BASIC = `Basic ${Buffer.from('native-test-browser:').toString('base64')}`;
const mint = (customerNumber: string, app = sandbox) => app.app.inject({
  method: 'POST', url: '/dev/native-token', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ customerNumber }),
});

describe('the native-host simulator (development only)', () => {
  it('serves its page with its script and style from files, no inline script', async () => {
    const page = await sandbox.app.inject({ url: '/dev/native-host' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/dev/native-host.js" defer></script>');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const script = await sandbox.app.inject({ url: '/dev/native-host.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('MutationObserver');
    expect((await sandbox.app.inject({ url: '/dev/native-host.css' })).statusCode).toBe(200);
  });

  it('mints a refresh token the native app would hold, which the refresh grant accepts for that customer', async () => {
    const minted = await mint('1000002');
    expect(minted.statusCode).toBe(200);
    const { customerNumber, refreshToken } = minted.json();
    expect(customerNumber).toBe('1000002');
    const refreshed = await sandbox.app.inject({
      method: 'POST', url: '/token', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
      payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ customerNumber: '1000002', token_type: 'Bearer' });
    expect(refreshed.json().refresh_token).toEqual(expect.any(String));
  });

  it('refuses an unknown customer, a malformed number and a form post', async () => {
    expect((await mint('9999999')).statusCode).toBe(404);
    expect((await mint('12')).statusCode).toBe(400);
    const form = await sandbox.app.inject({
      method: 'POST', url: '/dev/native-token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'customerNumber=1000001',
    });
    expect(form.statusCode).toBe(415);
  });

  it('serves a sample PDF to try downloads with', async () => {
    const pdf = await sandbox.app.inject({ url: '/dev/sample-document.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.toString('latin1')).toContain('Kowhai Bank sample document');
  });

  it('lets pages of the sandbox frame the app, and lets the app load its command scheme in frames', async () => {
    const page = await sandbox.app.inject({ url: '/dev/native-host' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' kowhaibank:");
  });

  it('does not exist in production, where nothing may frame the app', async () => {
    expect((await production.app.inject({ url: '/dev/native-host' })).statusCode).toBe(404);
    expect((await mint('1000001', production)).statusCode).toBe(404);
    const login = await production.app.inject({ url: '/api/health' });
    expect(login.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(login.headers['x-frame-options']).toBe('DENY');
  });
});
