import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { shoot } from './shots';

/** Screenshots of the apply area for review, at the width the test runs at. */
export async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await shoot(page, 'apply', `${name}-${width}`);
}

/** Waits for a step of a journey by its heading and progress, checks it with axe. */
export async function atStep(page: Page, heading: string, progress: string | null): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (progress) await expect(page.getByText(progress, { exact: true })).toBeVisible();
  await expectAccessible(page);
}

/** The lending journeys' first three steps, as an applicant types them (address entered by hand). */
export async function fillApplicant(page: Page, name = { first: 'Aroha', last: 'Ngata' }): Promise<void> {
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Mobile number').fill('021 555 0101');
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel('Address line 1').fill('185 Ponsonby Road');
  await page.getByLabel('Suburb (optional)').fill('Ponsonby');
  await page.getByLabel('Town or city').fill('Auckland');
  await page.getByLabel('Postcode').fill('1011');
}

export async function fillEmployment(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Employed full time' }).check();
  await page.getByLabel('Employer').fill('Te Whatu Ora');
}

export async function fillFinances(page: Page): Promise<void> {
  await page.getByLabel('Monthly income after tax').fill('6,200');
  await page.getByLabel('Monthly living expenses').fill('2,900');
}

export const cont = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/**
 * Puts a half-finished application in the tab, as the journey keeps it in session storage
 * (`application:<product>`), at `step` with these answers, and reloads: a journey about what
 * comes after the steps starts there.
 */
export async function resumeApplication(page: Page, product: string, step: number, answers: Record<string, string>): Promise<void> {
  await page.evaluate(([key, saved]) => sessionStorage.setItem(key, saved), [`application:${product}`, JSON.stringify({ id: null, step, answers })] as const);
  await page.reload();
}
