import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('1000001 renames an account and sees the name on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, '1000001', '/personalise');
  await expect(page.getByRole('heading', { level: 1, name: 'Personalise' })).toBeVisible();
  const saver = page.getByRole('textbox', { name: /Nickname for Online Saver/ });
  await saver.fill('Holiday fund');
  await page.getByRole('button', { name: 'Move Online Saver up' }).click();
  await expect(page.getByText('Holiday fund is now number 2 of 6.')).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account names and order have been saved.')).toBeVisible();
  await screenshotBothWidths(page, 'personalise');

  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await expect(page.getByText('Holiday fund', { exact: true })).toBeVisible();
  await expect(page.getByText('Online Saver', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Put Aroha's accounts back as seeded: other journeys on this sandbox list them by their own names.
  await page.goto('/personalise');
  await page.getByRole('textbox', { name: /Nickname for Online Saver/ }).fill('');
  await page.getByRole('button', { name: 'Move Online Saver down' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account names and order have been saved.')).toBeVisible();
});
