import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import webpack from 'webpack';
import webpackConfig from '../webpack.config';

/**
 * Budgets against the stack's own floor (issue 13), measured in one run:
 * 1. builds the *stack floor* (scripts/size/floor.tsx: react-dom/client, mobx, mobx-react-lite,
 *    inversify, reflect-metadata/lite, axios and wouter, one observer component) with the app's
 *    own webpack config, and sums the gzip of every script and style its page loads;
 * 2. starts the sandbox on the built dist/ and loads each entry in headless chromium (logged in
 *    first for /online/*), recording every script and stylesheet the page requests from
 *    navigation until the app marks its first screen ready (`data-first-load-complete` on
 *    <html>, set when the page is interactive); each is counted at its gzip -9 size (the .gz the
 *    build precompressed);
 * 3. prints the table and fails when an entry is over its ratio of the floor.
 */
const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'dist');
const FLOOR_DIST = join(ROOT, '.tmp', 'floor');
const PORT = Number(process.env.SIZE_PORT ?? 8189);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CUSTOMER = { number: '1000001', password: 'Kowhai-2026!' };

interface Entry { path: string; budget: number; loggedIn: boolean }
const ENTRIES: Entry[] = [
  { path: '/login', budget: 1.1, loggedIn: false },
  { path: '/online/dashboard', budget: 1.35, loggedIn: true },
  { path: '/online/pay', budget: 1.35, loggedIn: true },
  { path: '/apply/open-a/personal-loan', budget: 1.35, loggedIn: false },
];

const gzipOf = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

function buildFloor(): Promise<number> {
  const config = webpackConfig('production');
  config.entry = { floor: join(ROOT, 'scripts', 'size', 'floor.tsx') };
  config.output = { ...config.output, path: FLOOR_DIST };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      // Everything the floor page references is loaded before its one button works.
      const html = readFileSync(join(FLOOR_DIST, 'index.html'), 'utf8');
      // (each once: a file is both preloaded and referenced)
      const assets = new Set([...html.matchAll(/(?:src|href)="?\/apply\/([^"\s>]+\.(?:js|css))/g)].map((m) => m[1] ?? ''));
      resolve([...assets].reduce((sum, asset) => sum + gzipOf(join(FLOOR_DIST, asset)), 0));
    });
  });
}

async function startSandbox(): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kowhai-size-'));
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX_DEV: 'true', FAILED_LOGINS_PER_ADDRESS: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240; i += 1) {
    const ready = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (ready) return { server, dataDir };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The sandbox did not answer on ${ORIGIN}`);
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel('Customer number').fill(CUSTOMER.number);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/online/dashboard');
}

/**
 * The dist/ files (script and style) the page started to fetch before it was interactive: the
 * moment, seen in the page by a MutationObserver, when the app has marked its first screen ready
 * (`data-first-load-complete`) and the route's heading is in the document. Resource Timing
 * entries that started before that moment count; chunks fetched afterwards (toasts, the debug
 * panel, prefetches) do not.
 */
async function loadedBeforeInteractive(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    const mark = () => {
      if (document.documentElement.hasAttribute('data-first-load-complete') && document.querySelector('#root h1')) {
        (window as unknown as { interactiveAt: number }).interactiveAt = performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(mark);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForFunction(() => 'interactiveAt' in window, undefined, { timeout: 30_000 });
  if (!new URL(page.url()).pathname.startsWith(path)) throw new Error(`${path} ended on ${page.url()}`);
  const urls = await page.evaluate(() => {
    const at = (window as unknown as { interactiveAt: number }).interactiveAt;
    return performance.getEntriesByType('resource').filter((e) => e.startTime <= at).map((e) => e.name);
  });
  const files = urls.map((u) => new URL(u)).filter((u) => u.origin === ORIGIN && /^\/apply\/.+\.(js|css)$/.test(u.pathname)).map((u) => u.pathname.slice('/apply/'.length));
  return [...new Set(files)];
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('No dist/index.html: run `npx tsx scripts/build.ts` first.');
  const floor = await buildFloor();
  const { server, dataDir } = await startSandbox();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  let failed = false;
  try {
    console.log(`${String(floor).padStart(8)} B  stack floor (react-dom/client, mobx, mobx-react-lite, inversify, reflect-metadata/lite, axios, wouter)`);
    for (const entry of ENTRIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (entry.loggedIn) await logIn(page);
      const files = await loadedBeforeInteractive(page, entry.path);
      await context.close();
      const bytes = files.reduce((sum, file) => sum + statSync(join(DIST, `${file}.gz`)).size, 0);
      const ratio = bytes / floor;
      const over = ratio > entry.budget;
      failed ||= over;
      console.log(`${String(bytes).padStart(8)} B  ${ratio.toFixed(3)} × floor (budget ${entry.budget.toFixed(2)})  ${over ? 'OVER ' : ''}${entry.path}`);
      if (process.argv.includes('--verbose')) for (const file of files) console.log(`            ${String(statSync(join(DIST, `${file}.gz`)).size).padStart(8)} B  ${file}`);
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error('Over budget: lazy-load what the first screen does not need (raising a budget needs a reason in the commit).');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
