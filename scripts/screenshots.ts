import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Screenshots of pages at 375 px and 1280 px, for a person to look at (not a test).
 * Usage: npx tsx scripts/screenshots.ts [baseUrl] [customerNumber]  → screenshots/*.png (git-ignored)
 * Pages come from SHOT_PATHS (comma-separated), default: login, dashboard, a 404.
 */
const base = process.argv[2] ?? 'http://localhost:8080';
const customer = process.argv[3] ?? '1000001';
const paths = (process.env.SHOT_PATHS ?? '/login,/online/dashboard,/no-such-page').split(',');

async function main() {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const width of [375, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Customer number').fill(customer);
    await page.getByLabel('Password', { exact: true }).fill('Kowhai-2026!');
    await page.screenshot({ path: `screenshots/login-filled-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForLoadState('networkidle');
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    }
  }
  await browser.close();
}

main().catch((error) => { console.error(error); process.exit(1); });
