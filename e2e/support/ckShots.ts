import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';

/** The cards and KiwiSaver journeys' check: axe-clean and a full-page screenshot at 375 and 1280 px into /tmp/ck-shots (never committed). */
export async function checkAndShoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/ck-shots/${name}-${width}.png`, fullPage: true });
  }
}
