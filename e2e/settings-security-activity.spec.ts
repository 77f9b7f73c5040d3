import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { latestOneTimeCode } from './support/session';

const SHOTS = '/tmp/shots-security-log';
// Mere (1000003): a wrong password here is followed by her right one, which resets the count.
const MERE = '1000003';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('Mere sees her wrong password, her login and the payee she added under Recent security activity', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, MERE, 'not-her-password');
  await expect(page.getByRole('alert')).toContainText("doesn't match our records");
  await logIn(page, MERE);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/online/payees/new');
  // The account's holder by Confirmation of Payee: the name matches, so no warning stands in the way.
  await page.getByLabel('Payee name').fill('Hemi Walker');
  await page.getByLabel('Account number').fill('03-0104-0731553-000');
  await page.getByRole('button', { name: 'Add payee' }).click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, MERE));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/payees$/);

  await page.goto('/security');
  const activity = page.getByRole('region', { name: 'Recent security activity' });
  const items = activity.getByRole('listitem');
  await expect(items.first()).toContainText('Payee added');
  await expect(items.first()).toContainText('This browser');
  await expect(activity.getByText('Security code accepted').first()).toBeVisible();
  await expect(activity.getByText('Logged in', { exact: true }).first()).toBeVisible();
  await expect(activity.getByText('Wrong password entered').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'security-activity');

  // The payee change reached her inbox too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/messages');
  await expect(page.getByText('A payee was added').first()).toBeVisible();
});

test("Where you're logged in: one row per browser, and another browser's own Log out ends it", async ({ browser }) => {
  const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const elsewhere = await first.newPage();
  const here = await second.newPage();
  // The first browser logs in twice (a reload after a lost tab): still one row.
  for (let i = 0; i < 2; i += 1) {
    await elsewhere.goto('/login');
    await logIn(elsewhere, MERE);
    await expect(elsewhere).not.toHaveURL(/\/login/);
  }
  await here.goto('/login');
  await logIn(here, MERE);
  await expect(here).not.toHaveURL(/\/login/);
  await here.goto('/security');
  const region = here.getByRole('region', { name: "Where you're logged in" });
  await expect(region.getByRole('listitem', { name: /this browser$/ })).toBeVisible();
  const rows = await region.getByRole('listitem').count();
  const buttons = region.getByRole('listitem').getByRole('button', { name: /^Log out / });
  // Every row but this browser's has its own Log out.
  await expect(buttons).toHaveCount(rows - 1);
  await expectAccessible(here);
  await shoot(here, 'security-sessions-by-device');
  await here.setViewportSize({ width: 1280, height: 900 });

  await buttons.first().click();
  await expect(region.getByText(/has been logged out\.$/)).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(rows - 1);
  await first.close();
  await second.close();
});
