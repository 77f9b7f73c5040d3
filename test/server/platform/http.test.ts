import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'kowhai-dist-'));
  mkdirSync(join(dist, 'js'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kōwhai</title><div id="root"></div>');
  writeFileSync(join(dist, 'js', 'main.abc123.js'), 'console.log(1)');
  sandbox = await startSandbox({ distDir: dist });
});
afterAll(async () => { await sandbox.close(); });

describe('the sandbox serves the SPA', () => {
  it('serves hashed assets under /apply/ with a year of caching', async () => {
    const response = await sandbox.app.inject({ url: '/apply/js/main.abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/', '/login', '/online/dashboard', '/apply/open-a', '/apply/back-soon'])('answers %s with index.html', async (url) => {
    const response = await sandbox.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('sends the security headers, with a CSP that allows no inline script', async () => {
    const response = await sandbox.app.inject({ url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // With the development endpoints on, only the sandbox's own pages may frame it (the native-host simulator).
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await sandbox.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });

  it('publishes the wire contract as OpenAPI', async () => {
    const response = await sandbox.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/token', '/api/accounts', '/api/customer']));
  });
});

describe('customer API', () => {
  it('answers 401 with NativeErrorCode 7009 without a token', async () => {
    const response = await sandbox.app.inject({ url: '/api/accounts' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ NativeErrorCode: 7009, message: 'Authentication required.' });
  });
});
