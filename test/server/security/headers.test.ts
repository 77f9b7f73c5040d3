import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { BASIC, FORM } from '../../support/sessionSandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'kowhai-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kōwhai</title><div id="root"></div>');
  // As deployed: no development endpoints, behind one TLS-terminating proxy.
  sandbox = await startSandbox({ distDir: dist, devEndpoints: false, trustProxyHops: 1 });
});
afterAll(async () => { await sandbox.close(); });

const https = { 'x-forwarded-proto': 'https' };

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  const script = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  expect(script).toBe("script-src 'self'");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp).toContain(directive);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}

describe('security headers over HTTPS, development endpoints off', () => {
  it.each(['/', '/login', '/online/dashboard'])('on the index page (%s)', async (url) => {
    const response = await sandbox.app.inject({ url, headers: https });
    expect(response.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(response);
  });

  it.each([
    ['GET', '/api/system/status'], ['GET', '/api/accounts'], ['GET', '/api/nothing-here'], ['GET', '/api/openapi.json'],
    // Percent-escapes the router decodes: the header is decided on the path it serves.
    ['GET', '/%61pi/accounts'], ['GET', '/%61%70%69/system/status'],
  ] as const)('on API answers, with Cache-Control: no-store (%s %s)', async (method, url) => {
    const response = await sandbox.app.inject({ method, url, headers: https });
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/token', '/%74oken'])('on %s answers, granted or refused (RFC 6749 section 5.1)', async (url) => {
    for (const payload of ['grant_type=password&username=1000001&password=Kowhai-2026!', 'grant_type=password&username=1000001&password=wrong-one']) {
      const response = await sandbox.app.inject({ method: 'POST', url, payload, headers: { ...https, 'content-type': FORM, authorization: BASIC } });
      expectSecurityHeaders(response);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect((await sandbox.app.inject({ url: '/api/system/status' })).headers['strict-transport-security']).toBeUndefined();
  });
});
