import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';

test.describe('error pages', () => {
  test('the 404 page offers Help, Branch finder and Contact us', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page).toHaveTitle('Page not found | Kōwhai Bank');
    await expect(page.getByText("Sorry, the page you were looking for doesn't exist. Please check the spelling of the URL, or go back to the homepage.")).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Where to next' });
    await expect(links.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await expect(links.getByRole('link', { name: 'Branch finder' })).toHaveAttribute('href', '/branches');
    await expectAccessible(page);
    await links.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('a route whose code cannot load shows the full-page error, and Refresh the page recovers', async ({ page }) => {
    let blocked = true;
    await page.route(/\/apply\/js\/dashboard\..*\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    // The dashboard's chunk is asked for once the page gate has the session and the flags: wait for that first try.
    const firstTry = page.waitForRequest(/\/apply\/js\/dashboard\..*\.js$/);
    await page.clock.install();
    await page.goto('/login');
    await logIn(page, '1000001');
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await firstTry;
    // With lazyWithRetry the route retries for 1+2+4+8+16 s first: jump over that, a few seconds
    // at a time, since each retry is a real (aborted) request between the timers.
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(page.getByRole('heading', { name: 'Sorry, an error has occurred.' })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 25_000 });
    await expectAccessible(page);
    blocked = false;
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-first-load-complete', 'true');
  });
});
