import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Writes `name.br` and `name.gz` beside every text asset of a build, at the strongest
 * settings (done once at build time, so the server never compresses a static file per
 * request); the server picks the one the browser accepts. Returns how many files it wrote.
 */
export function precompress(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { written += precompress(path); continue; }
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    written += 2;
  }
  return written;
}
