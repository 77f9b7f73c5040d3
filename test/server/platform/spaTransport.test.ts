import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

// The build precompresses each asset beside it (scripts/precompress.ts); the three bodies differ
// on purpose, so a test can tell which file the server sent.
const plain = `console.log(${JSON.stringify('kia ora '.repeat(200))});`;
let sandbox: Sandbox;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'kowhai-dist-'));
  mkdirSync(join(dist, 'js'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><link rel="preload" href="/apply/js/main.0123456789.js" as="script"><div id="root"></div>');
  writeFileSync(join(dist, 'js', 'main.0123456789.js'), plain);
  writeFileSync(join(dist, 'js', 'main.0123456789.js.br'), brotliCompressSync(plain));
  writeFileSync(join(dist, 'js', 'main.0123456789.js.gz'), gzipSync(plain));
  sandbox = await startSandbox({ distDir: dist });
});
afterAll(async () => { await sandbox.close(); });

const asset = (acceptEncoding?: string) => sandbox.app.inject({ url: '/apply/js/main.0123456789.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('caching and transport of the SPA', () => {
  it('caches a hashed asset for a year, immutable', async () => {
    const response = await asset('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html without asking', async () => {
    const response = await sandbox.app.inject({ url: '/online/dashboard' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli file to a browser that accepts br', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(brotliCompressSync(plain));
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync(plain));
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await asset();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(plain);
  });
});
