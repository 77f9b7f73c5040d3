import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInHome, navigate, screenshot } from './support/money';
import { ownCustomer } from './support/ownCustomer';

test.describe('transfers', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Aroha transfers from Bills to her Online Saver, then tops up her term deposit', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    await navigate(page, 'Transfer');
    await expect(page.getByRole('heading', { name: 'Transfer between your accounts' })).toBeVisible();
    await page.getByLabel('From account').selectOption(`${aroha}-2`);
    await page.getByLabel('To account').selectOption(`${aroha}-3`);
    await page.getByLabel('Amount ($)').fill('20');
    await expectAccessible(page);
    await screenshot(page, 'transfer');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await expect(page.getByRole('heading', { name: 'Check your transfer' })).toBeVisible();
    await page.getByRole('button', { name: 'Transfer $20.00' }).click();
    await expect(page.getByRole('heading', { name: 'You transferred $20.00' })).toBeVisible();
    await expect(page.getByText('From Bills to Online Saver.')).toBeVisible();
    await page.getByRole('link', { name: 'View receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer receipt' })).toBeVisible();

    await navigate(page, 'Transfer');
    await page.getByRole('link', { name: 'Top up a term deposit' }).click();
    await expect(page.getByRole('heading', { name: 'Top up a term deposit' })).toBeVisible();
    await page.getByLabel('From account').selectOption(`${aroha}-3`);
    await expect(page.getByLabel('Term deposit', { exact: true })).toHaveValue(`${aroha}-4`);
    await page.getByLabel('Amount ($)').fill('500');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Review top-up' }).click();
    await page.getByRole('button', { name: 'Top up $500.00' }).click();
    await expect(page.getByRole('heading', { name: 'You transferred $500.00' })).toBeVisible();
    await expect(page.getByText('From Online Saver to Term Deposit 12 months.')).toBeVisible();
  });
});

test.describe('empty states', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Jack (1000004) has one account: it needs a buddy', async ({ page }) => {
    await logInHome(page, '1000004', 'Jack');
    await navigate(page, 'Transfer');
    await expect(page.getByRole('heading', { name: 'Your account needs a buddy' })).toBeVisible();
    await expect(page.getByText('You need more than one eligible account to make a transfer')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'transfer-buddy');
  });

  test('Tama (1000006) has nothing that can pay, nor top up his term deposit', async ({ page }) => {
    await logInHome(page, '1000006', 'Tama');
    await navigate(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'You have no eligible accounts to make payments from' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open an account' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'pay-empty');
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'Transfer');
    await page.getByRole('link', { name: 'Top up a term deposit' }).click();
    await expect(page.getByRole('heading', { name: 'No eligible accounts to top up your term deposit' })).toBeVisible();
    await expectAccessible(page);
  });
});
