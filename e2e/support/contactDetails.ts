import { expect, type Page } from '@playwright/test';
import { logIn } from './login';

/** Opens Settings › Contact details as Aroha (1000001): the page asks for a login, then comes back. */
export async function openContactDetails(page: Page): Promise<void> {
  await page.goto('/settings/details');
  await logIn(page, '1000001');
  await expect(page).toHaveURL(/\/settings\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact details' })).toBeVisible();
}

/** The address search box of the open change-address form. */
export const addressSearch = (page: Page) => page.getByRole('combobox', { name: 'Find your address' });
