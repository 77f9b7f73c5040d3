import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBundleLeaks } from '../../scripts/bundleLeaks';

describe('findBundleLeaks', () => {
  it('finds server code, hashing and secrets in built files, and passes clean ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kowhai-bundle-'));
    writeFileSync(join(dir, 'clean.js'), 'console.log("Kia ora")');
    writeFileSync(join(dir, 'server.js'), 'const f = require("fastify"); const h = "argon2id";');
    writeFileSync(join(dir, 'secret.js'), 'const url = "postgres://bank:hunter2@db/bank";');
    const leaks = findBundleLeaks(dir);
    expect(leaks).toEqual(expect.arrayContaining([
      expect.stringContaining('server.js: server code (Fastify)'),
      expect.stringContaining('server.js: password hashing (argon2)'),
      expect.stringContaining('secret.js: a connection string'),
    ]));
    expect(leaks.some((leak) => leak.includes('clean.js'))).toBe(false);
  });
});
