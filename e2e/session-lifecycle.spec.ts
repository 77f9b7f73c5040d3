import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAsAroha, refreshCookie, refreshWith } from './support/session';

test.describe('the session lifecycle', () => {
  test('a reload keeps the customer logged in', async ({ page }) => {
    await logInAsAroha(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/security');
    await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('logout goes to /login?loggedOut=true and the old refresh cookie is refused', async ({ page }) => {
    await logInAsAroha(page);
    const old = await refreshCookie(page);
    expect(old).toBeTruthy();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=true$/);
    await expect(page.getByText('You have logged out of internet banking.')).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => [sessionStorage.getItem('customerNumber'), sessionStorage.getItem('TokenIssueTime')])).toEqual([null, null]);
    const refused = await refreshWith(page.request, old!);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    // And a reload does not bring the session back.
    await page.goto('/security');
    await expect(page.getByRole('dialog', { name: 'Log in to internet banking' })).toBeVisible();
  });

  test('an unknown path shows the not-found page, titled and unindexed', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText("Sorry, the page you were looking for doesn't exist. Please check the spelling of the URL, or go back to the homepage.")).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Kōwhai Bank');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);
  });

  test('/apply goes to / and then, on plain http, to the login page', async ({ page }) => {
    await page.goto('/apply');
    await expect(page).toHaveURL(/\/login$/);
  });
});
