import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAsAroha } from './support/session';

// The sandbox's lowpriv_in is 600 s: the warning comes at 9 minutes, the logout at 10.
test.describe('inactivity', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await logInAsAroha(page);
  });

  test('the warning comes one minute before the end; Stay logged in keeps the session', async ({ page }) => {
    await page.clock.runFor('08:50');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor('00:10');
    const warning = page.getByRole('dialog', { name: 'Internet banking inactivity' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('You will be logged out in one minute.');
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.runFor('02:00');
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('no answer to the warning logs the customer out', async ({ page }) => {
    await page.clock.runFor('09:00');
    await expect(page.getByRole('dialog', { name: 'Internet banking inactivity' })).toBeVisible();
    await page.clock.runFor('01:00');
    // Other words than a logout the customer chose: they did not choose this one.
    await expect(page).toHaveURL(/\/login\?loggedOut=true&reason=inactivity$/);
    await expect(page.getByText("You were logged out because you weren't active for a while.", { exact: false })).toBeVisible();
    await expect(page.getByText('You have logged out of internet banking.')).toHaveCount(0);
    await expectAccessible(page);
  });
});
