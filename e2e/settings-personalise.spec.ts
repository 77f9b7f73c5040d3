import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';

// Bills, because the login journeys look for Aroha's Everyday, Online Saver and Visa by name.
test('1000001 renames an account and sees the name on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, '1000001', '/personalise');
  await expect(page.getByRole('heading', { level: 1, name: 'Personalise' })).toBeVisible();
  const bills = page.getByRole('textbox', { name: /Nickname for Bills/ });
  await bills.fill('Household bills');
  await page.getByRole('button', { name: 'Move Bills up' }).click();
  // Of 6 as seeded, or more once the apply journey has opened an account for Aroha.
  await expect(page.getByText(/^Household bills is now number 1 of \d+\.$/)).toBeAttached();
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

  // Put Aroha's accounts back as seeded: other journeys on this sandbox list them by their own names.
  await page.goto('/personalise');
  await page.getByRole('textbox', { name: /Nickname for Bills/ }).fill('');
  await page.getByRole('button', { name: 'Move Bills down' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account names and order have been saved.')).toBeVisible();
});
