import { expect, type Page } from '@playwright/test';
import { logInThroughApi } from './session';
import { shoot } from './shots';

/**
 * Logs in (through the API) and waits for the home page and what it loads after its first
 * paint: "Waiting for you" (EFTPOS requests) arrives late and pushes the accounts down, and a
 * click aimed at an account in that moment landed on the dashboard itself (a CI flake).
 */
export async function logInHome(page: Page, customerNumber: string, firstName: string): Promise<void> {
  await logInThroughApi(page, customerNumber);
  await expect(page.getByRole('heading', { name: `Kia ora, ${firstName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Follows a link of the main navigation (the in-app way, keeping the session in memory). */
export async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
}

/** '$24,583.75' or '-$1,234.56' as integer cents, read from the text alone (no float). */
export function centsOf(text: string): number {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in ${text}`);
  return (match[1] ? -1 : 1) * (Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]));
}

/** The balance an account page shows, in cents. */
export async function shownBalance(page: Page): Promise<number> {
  const balance = page.locator('.account-summary__balances dd').first();
  await expect(balance).toBeVisible();
  return centsOf(await balance.innerText());
}

export async function screenshot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, 'money', `${name}-${width}`);
  }
}
