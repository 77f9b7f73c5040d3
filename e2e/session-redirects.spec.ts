import { expect, test, type APIRequestContext } from '@playwright/test';
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

async function setOnlineApi(request: APIRequestContext, status: string): Promise<void> {
  const response = await request.post('/dev/system-status', { data: { subsystem: 'onlineApi', status } });
  expect(response.ok()).toBe(true);
}

// The status is global to the sandbox: the window while it is down is kept as short as it can be.
test('when a subsystem is down everyone goes to /apply/back-soon', async ({ page }) => {
  try {
    await setOnlineApi(page.request, 'Down');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/apply\/back-soon$/);
  } finally {
    await setOnlineApi(page.request, 'Normal');
  }
  await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
  await expect(page).toHaveTitle("We'll be back soon | Kōwhai Bank");
  await expectAccessible(page);
});
