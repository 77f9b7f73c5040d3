import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { latestOneTimeCode } from './support/session';
import { shoot as picture } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, 'settings-security-activity', `${name}-${width}`);
  }
}

test('Mere sees her wrong password, her login and the payee she added under Recent security activity', async ({ page, request }) => {
  // A clone of Mere (1000003): a wrong password here is followed by her right one, which resets the count.
  const mere = await ownCustomer(request, '1000003');
  await page.goto('/login');
  await logIn(page, mere, 'not-her-password');
  await expect(page.getByRole('alert')).toContainText("doesn't match our records");
  await logIn(page, mere);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/online/payees/new');
  // The account's holder by Confirmation of Payee: the name matches, so no warning stands in the way.
  await page.getByLabel('Payee name').fill('Hemi Walker');
  await page.getByLabel('Account number').fill('03-0104-0731553-000');
  await page.getByRole('button', { name: 'Add payee' }).click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, mere));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/payees$/);

  await page.goto('/security');
  const activity = page.getByRole('region', { name: 'Recent security activity' });
  // Newest first, each event looked for by its words.
  const added = activity.getByRole('listitem').filter({ hasText: 'Payee added' }).first();
  await expect(added).toContainText('This browser');
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

test("Where you're logged in: one row per browser, and another browser's own Log out ends it", async ({ browser, request }) => {
  const mere = await ownCustomer(request, '1000003');
  // The other browser is an iPhone (its own agent), so its row is told apart from this browser's.
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const first = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: iphone });
  const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const elsewhere = await first.newPage();
  const here = await second.newPage();
  // The phone logs in twice (a tab lost and opened again): still one row.
  for (let i = 0; i < 2; i += 1) {
    await elsewhere.goto('/login');
    await logIn(elsewhere, mere);
    await expect(elsewhere).not.toHaveURL(/\/login/);
  }
  await here.goto('/login');
  await logIn(here, mere);
  await expect(here).not.toHaveURL(/\/login/);
  await here.goto('/security');
  const region = here.getByRole('region', { name: "Where you're logged in" });
  const mine = region.getByRole('listitem', { name: /this browser$/ });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button')).toHaveCount(0);
  const phone = region.getByRole('listitem', { name: 'iPhone, Safari' });
  await expect(phone).toHaveCount(1);
  await expectAccessible(here);
  await shoot(here, 'security-sessions-by-device');
  await here.setViewportSize({ width: 1280, height: 900 });

  await phone.getByRole('button', { name: 'Log out iPhone, Safari' }).click();
  await expect(region.getByText('iPhone · Safari has been logged out.')).toBeVisible();
  await expect(phone).toHaveCount(0);
  // The phone's session is over: its next visit asks to log in again.
  await elsewhere.reload();
  await expect(elsewhere.getByLabel('Customer number')).toBeVisible();
  await first.close();
  await second.close();
});
