import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInFromLoginPage } from './support/session';

test.describe('after login, incomplete contact details', () => {
  test('Liam (email, no mobile) goes to /setup/internet-banking/mobile', async ({ page }) => {
    await logInFromLoginPage(page, '1000002');
    await expect(page).toHaveURL(/\/setup\/internet-banking\/mobile$/);
    await expect(page.getByRole('heading', { name: 'Add your mobile number' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Mere (no email) goes to /setup/internet-banking/details', async ({ page }) => {
    await logInFromLoginPage(page, '1000003');
    await expect(page).toHaveURL(/\/setup\/internet-banking\/details$/);
    await expect(page.getByRole('heading', { name: 'Complete your contact details' })).toBeVisible();
    await expectAccessible(page);
  });
});

// The sandbox's status is global and the journeys share one sandbox on two workers: flipping it
// with /dev/system-status sent a parallel journey to /apply/back-soon. So this page alone gets a
// down status (the operator endpoint itself is covered by the server's tests).
test('when a subsystem is down everyone goes to /apply/back-soon', async ({ page }) => {
  await page.route('**/api/system/status', (route) => route.fulfill({
    status: 200, contentType: 'application/json',
    body: JSON.stringify({ subSystems: { contentApi: { systemStatus: 'Normal' }, onlineApi: { systemStatus: 'DOWN' } } }),
  }));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/apply\/back-soon$/);
  await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
  await expect(page).toHaveTitle("We'll be back soon | Kōwhai Bank");
  await expectAccessible(page);
});
