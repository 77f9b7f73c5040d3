import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';

test.describe('logging in', () => {
  test('Aroha logs in and sees her accounts', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Kōwhai Bank');
    await expectAccessible(page);
    await logIn(page, '1000001');
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await expect(accounts.getByText('Everyday', { exact: true })).toBeVisible();
    await expect(accounts.getByText('Online Saver')).toBeVisible();
    await expect(accounts.getByText('Kōwhai Visa')).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password shows the mismatch message', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, '1000004', 'not-my-password');
    await expect(page.getByRole('alert')).toHaveText("Sorry, your customer number or password doesn't match our records. Please try again.");
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });

  test('empty fields get the spec messages and are marked invalid', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter your customer number')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByLabel('Customer number')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText("Sorry, the page you were looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Branch finder' })).toBeVisible();
    await expectAccessible(page);
  });
});
