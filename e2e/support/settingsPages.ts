import { expect, type Page } from '@playwright/test';
import { logIn } from './login';
import { shoot } from './shots';

/** Logs a customer in on /login and waits for the home they land on, then opens `path` in the app. */
export async function openAs(page: Page, customerNumber: string, path: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, customerNumber);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await page.goto(path);
}

/** A full-page screenshot at 375 px and at 1280 px wide, for a person to look at. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, 'settings', `${name}-${width}`);
  }
}
