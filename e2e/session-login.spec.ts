import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

// Customers: 1000001 for the happy path, a clone of 1000007 of its own for one wrong password (its failed-login count is
// nobody else's), any number for the one-time password (never reaches the bank), 1000001 for the keyboard-only login.
test.describe('login messages', () => {
  test('Aroha logs in and sees her accounts', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Kōwhai Bank');
    // The login page's form has its own Login button: the header offers no second "Log in"
    // (exactly that name: "Log in with a passkey" appears once the browser reports passkeys).
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await logIn(page, '1000001');
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await expect(accounts.getByRole('link', { name: 'Everyday', exact: true })).toBeVisible();
    await expect(accounts.getByRole('link', { name: 'Online Saver' })).toBeVisible();
    await expect(accounts.getByRole('link', { name: 'Kōwhai Visa' })).toBeVisible();
    await expectAccessible(page);
  });

  test('empty fields get the spec messages and are marked invalid', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter your customer number')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByLabel('Customer number')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('a wrong password shows the mismatch message', async ({ page, request }) => {
    const grace = await ownCustomer(request, '1000007');
    await page.goto('/login');
    await logIn(page, grace, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText("Sorry, your customer number or password doesn't match our records. Please try again.");
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('a 4-character password shows the one-time-password alert without calling the bank', async ({ page }) => {
    let tokenCalls = 0;
    page.on('request', (request) => { if (request.url().endsWith('/token')) tokenCalls += 1; });
    await page.goto('/login');
    await logIn(page, '1000001', 'Ab12');
    await expect(page.getByRole('alert')).toHaveText("It appears you're trying to log in with a one-time password. Please go to the login page and try again.");
    expect(tokenCalls).toBe(0);
    await expectAccessible(page);
  });

  test('any other failure shows the generic message with the support phone', async ({ page }) => {
    await page.route('**/token', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/login');
    await logIn(page, '1000001');
    await expect(page.getByRole('alert')).toHaveText('Sorry, something went wrong while trying to login. Please try again later, or call 0800 569 424 if you continue to experience this problem.');
    await expectAccessible(page);
  });

  test('a customer logs in with the keyboard only', async ({ page }) => {
    await page.goto('/login');
    // Tab past the skip link and the header to the form, as a keyboard user does.
    const field = page.getByLabel('Customer number');
    for (let presses = 0; presses < 12 && !(await field.evaluate((el) => el === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
    await page.keyboard.type('1000001');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('Kowhai-2026!');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a login-required page opens the required login dialog and shows the page after login', async ({ page }) => {
    await page.goto('/security');
    const dialog = page.getByRole('dialog', { name: 'Log in to internet banking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Security', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await logIn(page, '1000001');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();
  });
});
