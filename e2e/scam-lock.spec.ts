import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInHome, navigate } from './support/money';
import { ownCustomer } from './support/ownCustomer';
import { logIn } from './support/login';
import { logInThroughApi } from './support/session';

async function lockBanking(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Report a scam or lock my banking' }).click();
  await page.getByRole('button', { name: 'Lock my banking' }).click();
  await page.getByRole('button', { name: 'Yes, lock my banking' }).click();
  await expect(page.getByText('Your banking is locked')).toBeVisible();
}

async function tryToPay(page: Page): Promise<void> {
  await navigate(page, 'Pay');
  await page.getByLabel('Payee', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Amount ($)').fill('5');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
}

// Issue 31, finding 3: the fraudster's session, opened before the lock, must not live on beside it.
test('Aroha locks her banking: a second browser logged in before is logged out, and logged in again it can move nothing', async ({ page, browser, baseURL }) => {
  const aroha = await ownCustomer(page.request, '1000001');
  const elsewhere = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const second = await elsewhere.newPage();
    await logInThroughApi(second, aroha);
    await expect(second.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();

    await logInHome(page, aroha, 'Aroha');
    await lockBanking(page);
    await expectAccessible(page);

    // The second browser's session ended with the lock: its next page asks it to log in.
    await second.reload();
    await expect(second.getByRole('dialog', { name: 'Log in to internet banking' })).toBeVisible();
    await expectAccessible(second);
    // A browser that had logged in before the lock may log in again (to read), but moves nothing.
    await logIn(second, aroha);
    await expect(second.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await tryToPay(second);
    await expect(second.getByText(/Your banking is locked, so payments and changes to your banking are turned off/)).toBeVisible();
    await expectAccessible(second);
  } finally {
    await elsewhere.close();
  }
});
