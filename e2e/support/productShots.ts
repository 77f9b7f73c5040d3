import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { logInThroughApi } from './session';
import { shoot } from './shots';

/** The widths every product page is checked and photographed at. */
export const WIDTHS = [375, 1280] as const;

/** Each page at both widths: axe-clean, and a full-page screenshot for review (`npm run screenshots`). */
export async function checkAtWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectAccessible(page);
    await shoot(page, 'products', `${name}-${width}`);
  }
}

/** Opens a login-required page logged in (through the API: no login dialog first). */
export async function openLoggedIn(page: Page, path: string, customerNumber: string): Promise<void> {
  await logInThroughApi(page, customerNumber, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}
