import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { ownCustomer } from './support/ownCustomer';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('Aroha renames an account and sees the name on the dashboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, await ownCustomer(request, '1000001'), '/personalise');
  await expect(page.getByRole('heading', { level: 1, name: 'Personalise' })).toBeVisible();
  const bills = page.getByRole('textbox', { name: /Nickname for Bills/ });
  await bills.fill('Household bills');
  await page.getByRole('button', { name: 'Move Bills up' }).click();
  await expect(page.getByText('Household bills is now number 1 of 6.', { exact: true })).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account names and order have been saved.')).toBeVisible();
  await screenshotBothWidths(page, 'personalise');

  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  // The account cards, not the recent activity beside them: its rows name the account each
  // transaction was on, and which accounts those are depends on the day.
  const accounts = page.getByRole('region', { name: 'Your accounts' });
  await expect(accounts.getByRole('link', { name: 'Household bills', exact: true })).toBeVisible();
  await expect(accounts.getByRole('link', { name: 'Bills', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Clearing the nickname and moving the account back: the names and order as seeded.
  await page.goto('/personalise');
  await page.getByRole('textbox', { name: /Nickname for Bills/ }).fill('');
  await page.getByRole('button', { name: 'Move Bills down' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account names and order have been saved.')).toBeVisible();
});
