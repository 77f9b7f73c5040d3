import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../scripts/precompress';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

const SCRIPT = `console.log(${JSON.stringify('Kōwhai '.repeat(400))});`;

let sandbox: Sandbox;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'kowhai-dist-'));
  mkdirSync(join(dist, 'js'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Kōwhai</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(join(dist, 'js', 'main.abc123.js'), SCRIPT);
  expect(precompress(dist)).toBe(4);
  sandbox = await startSandbox({ distDir: dist });
});
afterAll(async () => { await sandbox.close(); });

describe('compression', () => {
  it('serves the brotli asset made at build time to a browser that accepts br', async () => {
    const response = await sandbox.app.inject({ url: '/apply/js/main.abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the gzip asset to a browser that accepts only gzip, and the plain one to a browser that accepts neither', async () => {
    const gzip = await sandbox.app.inject({ url: '/apply/js/main.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await sandbox.app.inject({ url: '/apply/js/main.abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses API answers over 1 KB, and leaves small ones alone', async () => {
    const big = await sandbox.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('paths');
    const small = await sandbox.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
