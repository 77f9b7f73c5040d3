import { readConfig } from '../../../server/platform/config';
import { sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

describe('deployment defaults fail closed', () => {
  it('turns the development endpoints on only when asked, outside production, on loopback', () => {
    expect(readConfig({}).devEndpoints).toBe(false);
    expect(readConfig({ SANDBOX_DEV: 'true' }).devEndpoints).toBe(true);
    expect(readConfig({ SANDBOX_DEV: 'true', NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(readConfig({ SANDBOX_DEV: 'true', HOST: '0.0.0.0' }).devEndpoints).toBe(false);
    expect(readConfig({ SANDBOX_DEV: 'true', HOST: '192.168.1.20' }).devEndpoints).toBe(false);
  });

  it('believes no proxy unless told how many hops to trust', () => {
    expect(readConfig({}).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    // A word is one hop, never every hop (which would believe a forged X-Forwarded-For).
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
  });
});

describe('a sandbox started without SANDBOX_DEV', () => {
  let sandbox: SessionSandbox;
  beforeAll(async () => { sandbox = await sessionSandbox({ devEndpoints: false }); });
  afterAll(async () => { await sandbox.close(); });

  it('has no development endpoints', async () => {
    const response = await sandbox.app.inject({ url: '/dev/one-time-codes' });
    expect(response.statusCode).toBe(404);
  });

  it('ignores a forged X-Forwarded-Proto: no HSTS, no Secure cookie', async () => {
    const response = await sandbox.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const response = await sandbox.app.inject({ url: '/api/health', headers: { host: 'evil.example:8080' } });
    expect(response.statusCode).toBe(421);
  });

  it('answers API calls and /token with Cache-Control: no-store', async () => {
    for (const url of ['/api/health', '/api/system/status']) {
      expect((await sandbox.app.inject({ url })).headers['cache-control']).toBe('no-store');
    }
    const token = await sandbox.app.inject({ method: 'POST', url: '/token', payload: 'grant_type=password', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(token.headers['cache-control']).toBe('no-store');
  });

  it("sends a CSP with base-uri 'none', object-src 'none' and frame-ancestors 'none'", async () => {
    const csp = String((await sandbox.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "script-src 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });
});

describe('behind one trusted proxy', () => {
  let sandbox: SessionSandbox;
  beforeAll(async () => { sandbox = await sessionSandbox({ trustProxyHops: 1 }); });
  afterAll(async () => { await sandbox.close(); });

  it('takes the protocol from the proxy: HSTS over HTTPS', async () => {
    const response = await sandbox.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
