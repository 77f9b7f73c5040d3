import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The weight a browser must load before the login form is interactive: every script and
 * stylesheet that dist/index.html references (lazy route chunks excluded), gzipped.
 * Fails when it passes the budget in package.json.
 */
const dist = join(__dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="?\/apply\/([^"\s>]+\.(?:js|css))/g)].map((m) => m[1] ?? '');
const sizes = assets.map((asset) => ({ asset, gzip: gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length }));
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { sizeBudget: { loginGzipBytes: number } };
const budget = pkg.sizeBudget.loginGzipBytes;

for (const s of sizes) console.log(`${String(s.gzip).padStart(8)} B  ${s.asset}`);
console.log(`${String(total).padStart(8)} B  total gzip before the login form is interactive (budget ${budget} B)`);
if (!budget || total > budget) {
  console.error(`Over budget by ${total - budget} B: lazy-load what the login form does not need, or raise the budget with a reason.`);
  process.exit(1);
}
