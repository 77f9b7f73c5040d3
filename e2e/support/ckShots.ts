import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { shoot } from './shots';

/** The cards and KiwiSaver journeys' check: axe-clean and a full-page screenshot at 375 and 1280 px (`npm run screenshots`). */
export async function checkAndShoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectAccessible(page);
    await shoot(page, 'cards-kiwisaver', `${name}-${width}`);
  }
}
