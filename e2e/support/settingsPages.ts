import type { Page } from '@playwright/test';
import { logInThroughApi } from './session';
import { shoot } from './shots';

/** Logs a customer in (through the API) and opens `path` logged in. */
export async function openAs(page: Page, customerNumber: string, path: string): Promise<void> {
  await logInThroughApi(page, customerNumber, path);
}

/** A full-page screenshot at 375 px and at 1280 px wide, for a person to look at. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, 'settings', `${name}-${width}`);
  }
}
