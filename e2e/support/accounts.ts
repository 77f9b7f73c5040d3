import { expect, type Page } from '@playwright/test';
import { shoot } from './shots';

/** Opens one of the logged-in customer's accounts by its address (as a bookmark or the dashboard would). */
export async function openAccount(page: Page, accountId: string, name: string | RegExp): Promise<void> {
  await page.goto(`/online/accounts/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A screenshot of the page at 375 and 1280 px wide, for a person to look at (`npm run screenshots`). */
export async function accountShots(page: Page, name: string): Promise<void> {
  const { height } = page.viewportSize() ?? { height: 812 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // What the first screen shows, then the whole page.
    await shoot(page, 'accounts', `${name}-${width}-first-screen`, { firstScreen: true });
    await shoot(page, 'accounts', `${name}-${width}`);
  }
  await page.setViewportSize({ width: 375, height });
}

/** The page scrolls no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
