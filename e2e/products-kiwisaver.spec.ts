import { expect, test } from '@playwright/test';
import { checkAtWidths, openLoggedIn } from './support/productShots';

test("Aroha (1000001) sees her KiwiSaver balance, this year's government contribution and the chart", async ({ page }) => {
  await openLoggedIn(page, '/online/kiwisaver', '1000001');
  await expect(page.getByText('$42,318.77', { exact: true })).toBeVisible();
  await expect(page.getByText(/of the \$260\.72 maximum/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Your KiwiSaver balance over time/ })).toBeVisible();
  await checkAtWidths(page, 'kiwisaver');
});

// Grace, not Jack: the apply area's journey has Jack join KiwiSaver on the same sandbox.
test('Grace (1000007), who has no KiwiSaver, is invited to join', async ({ page }) => {
  await openLoggedIn(page, '/online/kiwisaver', '1000007');
  await expect(page.getByRole('link', { name: 'Join KiwiSaver' })).toBeVisible();
  await checkAtWidths(page, 'kiwisaver-join');
});
