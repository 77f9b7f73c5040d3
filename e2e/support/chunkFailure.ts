import { expect, type Locator, type Page } from '@playwright/test';
import { logIn } from './login';

export const DASHBOARD_CHUNK = /\/apply\/js\/dashboard\..*\.js$/;

/**
 * Logs Aroha in while the dashboard's code cannot load (the caller has routed DASHBOARD_CHUNK
 * to an abort), then runs Playwright's clock over lazyWithRetry's 1+2+4+8+16 s of retries until
 * `settled` shows. Time moves a few seconds at a time, because each retry is a real (aborted)
 * request between the timers. The chunk is first asked for once the page gate has the session
 * and the flags, so the clock only starts after that first try.
 */
export async function logInWithDashboardChunkFailing(page: Page, settled: Locator): Promise<void> {
  const firstTry = page.waitForRequest(DASHBOARD_CHUNK);
  await page.clock.install();
  await page.goto('/login');
  await logIn(page, '1000001');
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await firstTry;
  await expect(async () => {
    await page.clock.runFor(5_000);
    await expect(settled).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 25_000 });
}
