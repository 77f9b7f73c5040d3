import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { shot } from './support/apply';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test('a clone of 1000001 opens a savings account from Open & Apply and sees it on the dashboard at once', async ({ page, request }) => {
      test.skip(width === 375, 'one account a run is enough; the 375 px run checks Liam\'s actions below');
      const aroha = await ownCustomer(request, '1000001');
      await page.goto('/login');
      await logIn(page, aroha);
      await expect(page).toHaveURL(/\/online\/dashboard$/);
      await page.goto('/apply/open-a');
      await expect(page.getByRole('heading', { level: 1, name: 'Open & Apply' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Personal loan' })).toBeVisible();
      // Each tile's picture comes from the content API as base64 ("Accept base64 image") and is drawn, decorative.
      const picture = page.locator('.apply-page__product', { has: page.getByRole('link', { name: 'Personal loan' }) }).locator('img');
      await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
      await expect(picture).toHaveAttribute('alt', '');
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectAccessible(page);
      await shot(page, 'open-apply');
      await page.getByRole('link', { name: 'Open an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
      await page.getByRole('button', { name: 'Open account' }).click();
      await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('radio', { name: /Savings/ }).check();
      await shot(page, 'account-selection');
      await page.getByRole('button', { name: 'Open account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is open' })).toBeVisible();
      const number = (await page.locator('.journey__decision strong').textContent()) ?? '';
      expect(number).toMatch(/^38-9123-\d{7}-00$/);
      await expectAccessible(page);
      await shot(page, 'account-opened');
      await page.getByRole('link', { name: 'See it on your dashboard' }).click();
      await expect(page).toHaveURL(/\/online\/dashboard$/);
      await expect(page.getByText(number)).toBeVisible();
    });

    test("Liam (no mobile) sees what to do next on Open & Apply", async ({ page }) => {
      await page.goto('/login');
      await logIn(page, '1000002');
      await expect(page).toHaveURL(/\/setup\/internet-banking\/mobile$/);
      await page.goto('/apply/open-a');
      const actions = page.getByRole('region', { name: 'Before you apply' });
      await expect(actions.getByRole('link', { name: 'Add your mobile number' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'open-apply-actions');
    });
  });
}
