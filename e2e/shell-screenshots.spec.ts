import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { DASHBOARD_CHUNK, logInWithDashboardChunkFailing } from './support/chunkFailure';
import { shoot } from './support/shots';

// Screenshots of the shell for review (screenshots/ is git-ignored). Each is also an axe check.
const WIDTHS = [375, 1280] as const;

async function loggedIn(page: Page, customer = '1000001') {
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-first-load-complete', 'true');
}

const shot = (page: Page, name: string, width: number) => shoot(page, 'shell-screenshots', `shell-${name}-${width}`, { firstScreen: true });

for (const width of WIDTHS) {
  test.describe(`shell at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('dashboard with the navigation, and its menus', async ({ page }) => {
      await loggedIn(page);
      await expectAccessible(page);
      await shot(page, 'dashboard', width);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Settings' }).click();
        await expect(page.getByRole('link', { name: 'Online EFTPOS' })).toBeVisible();
        await expectAccessible(page);
        await shot(page, 'settings-menu', width);
      } else {
        await page.getByRole('button', { name: 'More' }).click();
        await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
        await expectAccessible(page);
        await shot(page, 'mobile-menu', width);
      }
    });

    test('404 page', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, '404', width);
    });

    test('a toast', async ({ page }) => {
      await loggedIn(page);
      await page.getByRole('button', { name: 'Debug' }).click();
      await page.getByRole('button', { name: 'Show a sample toast' }).click();
      await page.getByRole('button', { name: 'Debug' }).click();
      await expect(page.getByText('This is a sample notification.')).toBeVisible();
      await page.waitForTimeout(800);
      await expectAccessible(page);
      await shot(page, 'toast', width);
    });

    test('the debug panel, opened', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Debug' }).click();
      await expect(page.getByRole('region', { name: 'Debug panel' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'debug-panel', width);
    });

    test('an error page (a route chunk that will not load)', async ({ page }) => {
      await page.route(DASHBOARD_CHUNK, (route) => route.abort());
      await logInWithDashboardChunkFailing(page, page.getByRole('button', { name: 'Refresh the page' }));
      await expectAccessible(page);
      await shot(page, 'error', width);
    });
  });
}
