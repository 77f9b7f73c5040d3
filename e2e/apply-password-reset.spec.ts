import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, logIn } from './support/login';
import { resetPasswordThroughApi } from './support/passwordReset';
import { latestOneTimeCode } from './support/session';
import { shoot } from './support/shots';

const TAMA = '1000006';
const NEW_PASSWORD = 'tūī sing in the kōwhai tree';

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectAccessible(page);
    await shoot(page, 'apply-password-reset', `${name}-${width}`);
  }
}

// Tama's password goes back to the demo one whatever happens, so later journeys log him in as
// before; the reset that does it also lifts any lock this journey left.
test.afterAll(async ({ request }) => {
  await resetPasswordThroughApi(request, TAMA, '1960-01-17', DEMO_PASSWORD);
});

test.setTimeout(120_000);

test('1000006, locked out by three wrong passwords, resets the password with a texted code and logs in with the new one', async ({ page }) => {
  await page.goto('/login');
  for (const attempt of [1, 2]) {
    await logIn(page, TAMA, `not-his-password-${attempt}`);
    // The second failure adds the warning that one attempt is left.
    await expect(page.getByRole('alert')).toHaveText("Sorry, your customer number or password doesn't match our records. Please try again."
      + (attempt === 2 ? ' You have one attempt left before your login is locked.' : ''));
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  }
  await logIn(page, TAMA, 'not-his-password-3');
  await expect(page.getByRole('alert')).toHaveText("That's too many unsuccessful attempts and your account is now locked. Please reset your password.");
  await page.getByRole('link', { name: 'reset your password' }).click();
  await expect(page).toHaveURL(/\/apply\/password-reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  // Nothing filled in: the error summary names each field and its link moves focus there.
  await page.getByRole('button', { name: 'Send code' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter your 7-digit customer number' })).toBeVisible();
  await shots(page, 'password-reset-errors');
  await summary.getByRole('link', { name: /date of birth/ }).click();
  await expect(page.getByLabel('Date of birth')).toBeFocused();

  await page.getByLabel('Customer number').fill(TAMA);
  await page.getByLabel('Date of birth').fill('17/01/1960');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code from your text message')).toBeVisible({ timeout: 20_000 });

  // A reload mid-way keeps the reset: the code step, for the same customer.
  await page.reload();
  await expect(page.getByLabel('Code from your text message')).toBeVisible();
  await shots(page, 'password-reset-code');

  await page.getByLabel('Code from your text message').fill(await latestOneTimeCode(page.request, TAMA));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await shots(page, 'password-reset-done');

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, TAMA, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
});
