import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Kowhai-2026!';

/** Fills and submits the login form the way a customer does: by its labels. */
export async function logIn(page: Page, customerNumber: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Customer number').fill(customerNumber);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
