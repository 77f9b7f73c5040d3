import { chromium } from '@playwright/test';
import { CHROMIUM, logInDemo, startBrowserSandbox } from './bench/browserSandbox';

/**
 * `npm run lighthouse`: Lighthouse's default (mobile) preset with its default
 * simulated throttling, driving Debian's chromium through chrome-launcher, on /login and
 * /apply/open-a/personal-loan anonymous and on /online/dashboard after a login made by
 * Playwright over the same browser's debugging port. Prints the median of 3 runs per page and
 * fails below the targets: performance ≥ 95, accessibility 100, best practices 100.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8188);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
const PAGES = [
  { path: '/login', loggedIn: false },
  { path: '/apply/open-a/personal-loan', loggedIn: false },
  { path: '/online/dashboard', loggedIn: true },
];
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const sandbox = await startBrowserSandbox(PORT);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  let failed = false;
  try {
    console.log(`page                          performance  accessibility  best-practices  (median of ${RUNS}; LCP ms, TBT ms)`);
    for (const { path, loggedIn } of PAGES) {
      if (loggedIn) {
        // The same browser, so the session cookie Lighthouse's tab sends is the one this login set.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0]!.newPage();
        await logInDemo(page, sandbox.origin);
        await page.close();
        await browser.close();
      }
      const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], lcp: [], tbt: [] };
      const problems = new Set<string>();
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${sandbox.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: loggedIn });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(path)) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}`);
        for (const category of CATEGORIES) {
          scores[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && category !== 'performance') problems.add(`${category}: ${audit.id} (${audit.title})`);
          }
        }
        scores.lcp!.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
        scores.tbt!.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
      }
      const m = Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, median(v)]));
      const below = CATEGORIES.filter((c) => (m[c] ?? 0) < TARGETS[c]);
      failed ||= below.length > 0;
      console.log(`${path.padEnd(30)}${String(m.performance).padStart(11)}${String(m.accessibility).padStart(15)}${String(m['best-practices']).padStart(16)}  (LCP ${m.lcp}, TBT ${m.tbt}; runs ${CATEGORIES.map((c) => scores[c]!.join('/')).join(' ')})${below.length ? `  BELOW: ${below.join(', ')}` : ''}`);
      for (const problem of problems) console.log(`    ${problem}`);
    }
  } finally {
    chrome.kill();
    sandbox.stop();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
