import { expect, test, type Page } from './support/test';
import { logInAsAroha } from './support/session';
import { shoot as picture } from './support/shots';

// Screenshots for review (screenshots/ is git-ignored): login, the inactivity and
// session-time-out dialogs, and the back-soon page, at a phone's width and a desktop's.
const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForTimeout(300); // dialogs fade in
  await picture(page, 'session-screenshots', `${name}-${width}`, { firstScreen: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 740 : 860 } });

    test('login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Log in to internet banking' })).toBeVisible();
      await shoot(page, 'login', width);
    });

    test('inactivity dialog', async ({ page }) => {
      await page.clock.install();
      await logInAsAroha(page);
      await page.clock.runFor('09:00');
      await expect(page.getByRole('dialog', { name: 'Internet banking inactivity' })).toBeVisible();
      await shoot(page, 'inactivity-dialog', width);
    });

    test('session time out dialog', async ({ page }) => {
      await logInAsAroha(page);
      // The bank answers "session timeout" (98) to the next call.
      await page.route('**/api/accounts', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"NativeErrorCode":98,"message":"Session timeout."}' }));
      await page.goto('/dashboard/legacy');
      await expect(page.getByRole('dialog', { name: 'Session time out' })).toBeVisible();
      await shoot(page, 'session-timeout-dialog', width);
    });

    test('security page with the challenge dialog', async ({ page }) => {
      await logInAsAroha(page);
      await page.goto('/security');
      await page.getByLabel('Current password').fill('Kowhai-2026!');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      await shoot(page, 'security-errors', width);
      // A wrong current password reaches the bank and asks for the code; nothing changes.
      await page.getByLabel('Current password').fill('not-my-password-1');
      await page.getByLabel('New password', { exact: true }).fill('Pohutukawa-2027');
      await page.getByLabel('Confirm new password').fill('Pohutukawa-2027');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
      await shoot(page, 'challenge-dialog', width);
    });

    test('back soon page', async ({ page }) => {
      await page.goto('/apply/back-soon');
      await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
      await shoot(page, 'back-soon', width);
    });
  });
}
