import { expect, test } from './support/test';
import { checkAtWidths, openLoggedIn } from './support/productShots';
import { ownCustomer } from './support/ownCustomer';

test.describe.configure({ timeout: 90_000 }); // three steps, each checked by axe and photographed at two widths

test('a clone of Aroha (1000001) opens her life policy and lodges a claim', async ({ page, request }) => {
  await openLoggedIn(page, '/online/my-insurance', await ownCustomer(request, '1000001'));
  await page.getByRole('link', { name: 'Life insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Life insurance' })).toBeVisible();
  await expect(page.getByText('$500,000.00')).toBeVisible();
  await expect(page.getByText('Wiremu Ngata')).toBeVisible();
  await checkAtWidths(page, 'insurance-policy');
  await page.getByRole('link', { name: 'Lodge a claim' }).click();
  await page.getByLabel('What happened?').selectOption('trauma');
  await page.getByLabel('When did it happen?').fill('02/10/2026');
  await page.getByLabel('Tell us about it').fill('Diagnosed with a heart condition after a hospital stay.');
  await page.getByLabel('Best phone number to reach you').fill('021 555 0101');
  await checkAtWidths(page, 'insurance-claim');
  await page.getByRole('button', { name: 'Lodge claim' }).click();
  await expect(page.getByText("We've received your claim")).toBeVisible();
  const reference = await page.locator('.insurance__lodged strong').first().textContent();
  await checkAtWidths(page, 'insurance-claim-lodged');
  await page.getByRole('link', { name: 'Back to Life insurance' }).click();
  await expect(page.getByText(reference ?? 'CLM-')).toBeVisible();
});

test('Jack (1000004) sees the empty state', async ({ page }) => {
  await openLoggedIn(page, '/online/my-insurance', '1000004');
  await expect(page.getByRole('heading', { name: 'Before life gives you lemons…' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for an insurance policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Learn more about insurance/ })).toHaveAttribute('href', 'https://www.kowhaibank.co.nz/insurance');
  await checkAtWidths(page, 'insurance-empty');
});

test('Sophie (1000005) is told she is too young', async ({ page }) => {
  await openLoggedIn(page, '/online/my-insurance', '1000005');
  await expect(page.getByText("Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.")).toBeVisible();
  await checkAtWidths(page, 'insurance-too-young');
});
