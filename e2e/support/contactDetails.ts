import { expect, type Page } from '@playwright/test';
import { logInThroughApi } from './session';

/**
 * Opens Settings › Contact details as a demo customer (Aroha, 1000001, unless told), logged in
 * through the API (session-login.spec.ts proves the login dialog's way back to a page).
 * Journeys that save an address use different customers, so parallel workers on the one
 * sandbox never overwrite each other's address.
 */
export async function openContactDetails(page: Page, customerNumber = '1000001'): Promise<void> {
  await logInThroughApi(page, customerNumber, '/settings/details');
  await expect(page).toHaveURL(/\/settings\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact details' })).toBeVisible();
}

/** The address search box of the open change-address form. */
export const addressSearch = (page: Page) => page.getByRole('combobox', { name: 'Find your address' });
