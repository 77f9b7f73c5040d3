import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { addDays } from '../contract/rules/AucklandDate';
import { sandboxToday } from './support/sandboxTime';
import { formatMoney } from '../contract/rules/Money';
import { expectAccessible } from './support/axe';
import { logInHome, navigate, screenshot, shownBalance } from './support/money';
import { latestOneTimeCode } from './support/session';
import { ownCustomer } from './support/ownCustomer';

// Each journey that pays works on a clone of Aroha (1000001) of its own; the last only checks a form.
test.describe('paying from Aroha’s accounts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pays a saved payee $12.34 with a reference: the balance falls by exactly $12.34, the receipt downloads; then pays a one-off account', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    await page.getByRole('link', { name: 'Everyday' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
    const before = await shownBalance(page);

    await navigate(page, 'Pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
    await page.getByLabel('From account').selectOption(`${aroha}-1`);
    await expect(page.getByLabel('A saved payee')).toBeChecked();
    await page.getByLabel('Payee', { exact: true }).selectOption({ label: 'Mercury Energy 02-0248-0406223-00' });
    await expect(page.getByLabel('Particulars (optional)')).toHaveValue('Power');
    await page.getByLabel('Amount ($)').fill('12.34');
    await page.getByLabel('Reference (optional)').fill('Koha');
    await expectAccessible(page);
    await screenshot(page, 'pay-form');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByRole('heading', { name: 'Check your payment' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $12.34' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $12.34 to Mercury Energy' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'pay-done');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: 'View receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
    await expect(page.getByText('Koha')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'receipt');
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download receipt' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-[0-9a-f]{8}\.png$/);
    // The sandbox renders the receipt to a PNG (resvg): the file is a real PNG image.
    expect(readFileSync(await download.path() as string).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    await navigate(page, 'Home');
    await page.getByRole('link', { name: 'Everyday' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
    await expect.poll(() => shownBalance(page)).toBe(before - 1234);
    await expect(page.getByRole('list', { name: 'Posted transactions' }).getByText('Mercury Energy').first()).toBeVisible();

    await navigate(page, 'Pay');
    await page.getByLabel('Someone new').check();
    await page.getByLabel('Payee name').fill('Hemi Walker');
    await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
    await page.getByLabel('Account number').fill('03-0104-0731553-000');
    await page.getByLabel('Amount ($)').fill('5');
    await page.getByRole('button', { name: 'Review payment' }).click();
    // Confirmation of Payee: the name matches the account's holder, and the review says so.
    await expect(page.getByRole('heading', { name: 'Check your payment' })).toBeVisible();
    await expect(page.getByText('The name matches the account')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $5.00 to Hemi Walker' })).toBeVisible();
  });

  test('schedules a payment for next week and cancels it', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    const nextWeek = addDays(await sandboxToday(page.request), 7);
    await logInHome(page, aroha, 'Aroha');
    await navigate(page, 'Pay');
    await page.getByLabel('From account').selectOption(`${aroha}-2`);
    await page.getByLabel('Someone new').check();
    await page.getByLabel('Payee name').fill('Power Co');
    await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
    await page.getByLabel('Account number').fill('01-0902-0068389-00');
    await page.getByLabel('Amount ($)').fill('45');
    await page.getByLabel('On a later date').check();
    await page.getByLabel('Payment date').fill(nextWeek);
    await page.getByRole('button', { name: 'Review payment' }).click();
    // No bank knows this account: Confirmation of Payee says so and lets Aroha carry on.
    await expect(page.getByText("We couldn't find this account")).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Schedule payment' }).click();
    await expect(page.getByRole('heading', { name: `Payment of ${formatMoney(4500)} scheduled` })).toBeVisible();
    const cancel = page.getByRole('button', { name: /^Cancel payment of \$45\.00 to Power Co on / });
    await expect(cancel).toBeVisible();
    await expectAccessible(page);
    await cancel.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your payment to Power Co has been cancelled.' })).toBeVisible();
    await expect(cancel).toHaveCount(0);
  });

  test('Confirmation of Payee on a one-off account: a close name to go back to, no match to tick, or carry on', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    await navigate(page, 'Pay');
    await page.getByLabel('From account').selectOption(`${aroha}-2`);
    await page.getByLabel('Someone new').check();
    await page.getByLabel('Payee name').fill('H Walker');
    await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
    await page.getByLabel('Account number').fill('03-0104-0731553-000');
    await page.getByLabel('Amount ($)').fill('2');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByText('The name is a close match')).toBeVisible();
    await expect(page.getByText(/You may have used a shortened name or made a small typo/)).toBeVisible();
    await expect(page.getByText('Hemi Walker')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'pay-name-check');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByLabel('Payee name').fill('Someone Else');
    await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByText("The name doesn't match", { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const tick = page.getByRole('checkbox', { name: "I understand the name doesn't match and I want to continue" });
    await expect(tick).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await tick.check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check your payment' })).toBeVisible();
    await expect(page.getByText("The name doesn't match: you chose to continue")).toBeVisible();
    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    // Someone new whose name does not match: the bank's scam warning comes first.
    await expect(page.getByText('We think this payment could be a scam')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I understand the risks and want to make this payment' }).check();
    await page.getByRole('button', { name: 'Pay $2.00' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $2.00 to Someone Else' })).toBeVisible();
  });

  test('paying a new account over $1,000 asks for the SMS code first', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    await navigate(page, 'Pay');
    await page.getByLabel('From account').selectOption(`${aroha}-2`);
    await page.getByLabel('Someone new').check();
    await page.getByLabel('Payee name').fill('Kiri Parata');
    await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
    await page.getByLabel('Account number').fill('01-0123-8812949-00');
    await page.getByLabel('Amount ($)').fill('1500');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: 'Pay $1,500.00' }).click();
    // A first $1,500 to someone new from a browser Aroha had not used before may get the bank's
    // scam warning first: she confirms it.
    const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
    const warning = page.getByText('We think this payment could be a scam');
    await expect(warning.or(challenge)).toBeVisible();
    if (await warning.isVisible()) {
      await page.getByRole('checkbox', { name: 'I understand the risks and want to make this payment' }).check();
      await page.getByRole('button', { name: 'Pay $1,500.00' }).click();
    }
    await expect(challenge).toBeVisible();
    await expectAccessible(page);
    await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, aroha));
    await challenge.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $1,500.00 to Kiri Parata' })).toBeVisible();
  });

  test('marks an account number that fails its check digits', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await navigate(page, 'Pay');
    await page.getByLabel('Someone new').check();
    await page.getByLabel('Account number').fill('01-0902-0068388-00');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Account number')).toHaveAccessibleDescription(/Enter a valid NZ bank account number, for example 12-3456-0123456-00/);
    await expectAccessible(page);
  });
});
