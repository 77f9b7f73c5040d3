import { expect, test } from './support/test';
import { checkAtWidths, openLoggedIn } from './support/productShots';
import { checkAndShoot } from './support/ckShots';
import { ownCustomer } from './support/ownCustomer';

test("Aroha (1000001) sees her KiwiSaver balance, this year's government contribution and the chart", async ({ page }) => {
  await openLoggedIn(page, '/online/kiwisaver', '1000001');
  await expect(page.getByText('$42,318.77', { exact: true })).toBeVisible();
  await expect(page.getByText(/of the \$260\.72 maximum/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Your KiwiSaver balance over time/ })).toBeVisible();
  await checkAtWidths(page, 'kiwisaver');
});

test('Grace (1000007), who has no KiwiSaver, is invited to join', async ({ page }) => {
  await openLoggedIn(page, '/online/kiwisaver', '1000007');
  await expect(page.getByRole('link', { name: 'Join KiwiSaver' })).toBeVisible();
  await checkAtWidths(page, 'kiwisaver-join');
});

test('a clone of Aroha (1000001) switches fund, changes her contribution rate and tops up from Everyday', async ({ page, request }) => {
  await openLoggedIn(page, '/online/kiwisaver', await ownCustomer(request, '1000001'));
  await page.getByRole('radio', { name: /^Balanced Fund/ }).check();
  await page.getByRole('button', { name: 'Switch fund' }).click();
  await expect(page.getByText(/We'll move your savings from the Growth Fund to the Balanced Fund on (Mon|Tue|Wed|Thu|Fri) \d+ \w+ \d{4}, at that day's unit prices\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch fund' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'New contribution rate' }).selectOption({ label: '6% of my pay' });
  await page.getByRole('button', { name: 'Change rate' }).click();
  await expect(page.getByText('Your contribution rate is now 6% of your pay. Your employer will use it from your next pay.')).toBeVisible();

  const from = page.getByRole('combobox', { name: 'From' });
  const everyday = (await from.locator('option').allTextContents()).find((text) => text.startsWith('Everyday ('))!;
  const before = Math.round(Number(/\(\$([\d,]+\.\d\d) available\)/.exec(everyday)![1]!.replace(/,/g, '')) * 100);
  await from.selectOption({ label: everyday });
  await page.getByRole('textbox', { name: 'Amount' }).fill(((before + 1) / 100).toFixed(2));
  await page.getByRole('button', { name: 'Review top-up' }).click();
  await expect(page.getByText(/^That's more than the \$[\d,]+\.\d\d available in this account\.$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('25.00');
  await page.getByRole('button', { name: 'Review top-up' }).click();
  const review = page.getByRole('dialog', { name: 'Check your top-up' });
  await expect(review.getByText('$25.00')).toBeVisible();
  await checkAndShoot(page, 'kiwisaver-top-up-review');
  await review.getByRole('button', { name: 'Top up now' }).click();
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByText(`$25.00 has gone into your KiwiSaver from Everyday. Everyday had ${money(before)} available and now has ${money(before - 2_500)}.`)).toBeVisible();
  await expect(page.getByText('$42,343.77', { exact: true })).toBeVisible();
  await checkAndShoot(page, 'kiwisaver-changed');
});
