import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { addressSearch, openContactDetails } from './support/contactDetails';
import { passStepUp } from './support/session';
import { DEMO_PASSWORD, logIn } from './support/login';
import { shoot } from './support/shots';

const LANDMARK = '12 Queen Street, Auckland Central, Auckland 1010';

/** The queries of every address search the page sends, in order. */
function recordSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/address/search/')) queries.push((request.postDataJSON() as { query: string }).query);
  });
  return queries;
}

/** Presses ArrowDown until `name` is the highlighted option (the keyboard path of the ARIA pattern). */
async function highlightWithKeyboard(page: Page, name: string): Promise<void> {
  const option = page.getByRole('option', { name });
  for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i += 1) await addressSearch(page).press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(addressSearch(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
}

test.describe('address lookup in Settings › Contact details', () => {
  test('Aroha finds 12 Queen Street with the keyboard, sees the fields filled and saves', async ({ page }) => {
    const searches = recordSearches(page);
    await openContactDetails(page);
    await expectAccessible(page);
    const home = page.getByRole('region', { name: 'Residential address' });
    await home.getByRole('button', { name: 'Change address: residential' }).click();

    const search = addressSearch(page);
    await search.pressSequentially('12', { delay: 100 });
    await page.waitForTimeout(1_000); // longer than the 800 ms throttle: a request would have gone by now
    expect(searches).toEqual([]);
    await expectAccessible(page);

    await search.pressSequentially(' queen st auck', { delay: 80 });
    const listbox = page.getByRole('listbox', { name: 'Matching addresses' });
    await expect(listbox.getByRole('option', { name: LANDMARK })).toBeVisible();
    await expect(listbox).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('status').filter({ hasText: /\d+ address(es)? found/ })).toBeAttached();
    expect(searches[0]).toBe('12 q'); // the first request went out at the third real character
    await expectAccessible(page);

    await highlightWithKeyboard(page, LANDMARK);
    await search.press('Enter');
    await expect(page.getByLabel('Address line 1')).toHaveValue('12 Queen Street');
    await expect(page.getByLabel('Address line 2 (optional)')).toHaveValue('');
    await expect(page.getByLabel('Suburb (optional)')).toHaveValue('Auckland Central');
    await expect(page.getByLabel('Town or city')).toHaveValue('Auckland');
    await expect(page.getByLabel('Postcode')).toHaveValue('1010');
    // Cards and letters go to an address: changing it takes the password again, then the step-up.
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save address' }).click();
    // Letters and cards go to an address: changing it takes the SMS step-up.
    await passStepUp(page, '1000001');
    await expect(home.getByText('Your residential address has been updated.')).toBeVisible();
    await expect(home.getByText('12 Queen Street')).toBeVisible();
    await expect(home.getByText('Auckland 1010')).toBeVisible();
    await expectAccessible(page);

    // Saved on the server, not only in the page: reload (and log in again while the session
    // lives only in memory).
    await page.reload();
    const customerNumber = page.getByLabel('Customer number');
    await expect(customerNumber.or(page.getByRole('heading', { name: 'Residential address' }))).toBeVisible();
    if (await customerNumber.isVisible()) await logIn(page, '1000001');
    await expect(page.getByRole('region', { name: 'Residential address' }).getByText('12 Queen Street')).toBeVisible();
  });

  test('when the address service stops mid-search, the manual fields take over', async ({ page }) => {
    await openContactDetails(page, '1000004'); // Jack: this journey saves his address, Aroha's is the first one's
    await page.getByRole('button', { name: 'Change address: residential' }).click();
    const search = addressSearch(page);
    await search.pressSequentially('12 qu', { delay: 80 });
    await expect(page.getByRole('option').first()).toBeVisible(); // the service answered...

    await page.route('**/api/address/**', (route) => route.abort('connectionrefused')); // ...then stops
    await search.pressSequentially('een st', { delay: 80 });
    await expect(page.getByText('Search unavailable — enter your address manually')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel('Address line 1').fill('Flat 2');
    await page.getByLabel('Address line 2 (optional)').fill('8 Karori Road');
    await page.getByLabel('Suburb (optional)').fill('Karori');
    await page.getByLabel('Town or city').fill('Wellington');
    await page.getByLabel('Postcode').fill('60a');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Enter your postcode as 4 numbers, for example 1010')).toBeVisible();
    await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByLabel('Postcode').fill('6012');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save address' }).click();
    await passStepUp(page, '1000004');
    const home = page.getByRole('region', { name: 'Residential address' });
    await expect(home.getByText('Your residential address has been updated.')).toBeVisible();
    await expect(home.getByText('8 Karori Road')).toBeVisible();
    await expectAccessible(page);
  });

  test('looks finished at 375 and 1280 px with results open', async ({ page }) => {
    await openContactDetails(page);
    await page.getByRole('button', { name: 'Change address: residential' }).click();
    await addressSearch(page).pressSequentially('12 queen st', { delay: 60 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Matching addresses' })).toHaveAttribute('aria-busy', 'false');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(page.getByRole('option').first()).toBeVisible();
      await shoot(page, 'address-lookup', `address-lookup-${width}`);
    }
    await expectAccessible(page);
  });
});
