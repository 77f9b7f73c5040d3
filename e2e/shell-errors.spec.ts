import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { DASHBOARD_CHUNK, logInWithDashboardChunkFailing } from './support/chunkFailure';

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
    await page.route(DASHBOARD_CHUNK, (route) => (blocked ? route.abort() : route.continue()));
    await logInWithDashboardChunkFailing(page, page.getByRole('heading', { name: 'Sorry, an error has occurred.' }));
    await expectAccessible(page);
    blocked = false;
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-first-load-complete', 'true');
  });
});
